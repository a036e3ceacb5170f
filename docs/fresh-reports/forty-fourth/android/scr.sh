scr () 
{ 
    for a in "$@";
    do
        o=${a%%#*};
        n=${a##*#};
        r=${o##*/};
        sh screen.sh "github.com/$o/issues/$n" "github.com/$o/pull/$n" "$o#$n" "$r#$n" "$r/issues/$n" "$r/pull/$n" | grep -c NAMED | sed "s|^|$a named-forms: |";
    done
}
