#!/usr/bin/env perl
# The edits Swift on Linux forces on UIKit code (scripts/oss-compile-check.sh --linux-edits),
# in place: `@objc` goes, and `#selector(name)` / `#selector(self.name)` becomes the method
# reference `Type.name` of the enclosing type (the model's selector observers take one).
# Comment lines and code under an `#if FLAG` this build does not set (any flag but DEBUG) are
# left alone: the compiler never sees them.
use strict;
use warnings;

my $file = shift @ARGV;
open(my $in, '<', $file) or die "$file: $!";
my @lines = <$in>;
close $in;

my $type = '';
my @inactive = ();    # one entry per open #if: whether it is inactive
my @out;
for my $line (@lines) {
  if ($line =~ /^\s*#if\s+(\w+)\s*$/) { push @inactive, ($1 ne 'DEBUG'); push @out, $line; next }
  if ($line =~ /^\s*#if\b/) { push @inactive, 0; push @out, $line; next }
  if ($line =~ /^\s*#endif\b/) { pop @inactive; push @out, $line; next }
  if ($line =~ /^\s*\/\// || grep { $_ } @inactive) { push @out, $line; next }
  my $modifiers = qr/(?:(?:public|open|final|private|fileprivate|internal)\s+)*/;
  if ($line =~ /^\s*(?:@\w+(?:\(\w+\))?\s+)*$modifiers(?:class|extension)\s+(\w+)/) {
    $type = $1;
  }
  next if $line =~ /^\s*\@objc(\(\w+\))?\s*$/;
  $line =~ s/\@objc(\(\w+\))?\s+//g;
  $line =~ s/#selector\((?:self\.)?([A-Za-z_]\w*(?:\([A-Za-z_:]*\))?)\)/$type.$1/g;
  push @out, $line;
}
open(my $outf, '>', $file) or die "$file: $!";
print $outf @out;
close $outf;
