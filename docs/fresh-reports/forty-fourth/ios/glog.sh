#!/bin/sh
# usage: glog.sh GITDIR -- one combined git-log grep of the rule's words
D=$1
git --git-dir="$D" log --all -i --format='%h %ad %s' --date=short \
 --grep=screenshot --grep=snapshot --grep=switcher --grep=multitask --grep=recents --grep=secure --grep=privacy \
 --grep=blur --grep=obscure --grep='lock screen' --grep=passcode --grep=biometric --grep='face id' --grep=faceid \
 --grep='touch id' --grep=recording --grep=captured --grep=background | head -150
