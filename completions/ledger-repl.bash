# bash completion for ledger-repl(1). Installed as share/bash-completion/completions/ledger-repl.
# Keep the option list equal to `ledger-repl --help` (Tests/EndToEndTests/ManPageTests.swift checks it).

_ledger_repl() {
    local cur prev
    COMPREPLY=()
    cur=${COMP_WORDS[COMP_CWORD]}
    prev=${COMP_WORDS[COMP_CWORD-1]}

    local options='--today --month --min --max --lang --style --arrow --cells --color --width --json --strict -c
        --script -f --file --auto --forecast --no-history -y --yes --add-to -h --help -V --version'

    # --name=value: bash splits it at '=' (COMP_WORDBREAKS), or hands it over whole.
    if [[ $prev == = && $COMP_CWORD -ge 2 ]]; then
        prev=${COMP_WORDS[COMP_CWORD-2]}
    elif [[ $cur == = && $COMP_CWORD -ge 1 ]]; then
        cur=''
    elif [[ $cur == --*=* ]]; then
        prev=${cur%%=*}
        cur=${cur#*=}
    fi

    case $prev in
        --lang) COMPREPLY=($(compgen -W 'en ko' -- "$cur")); return ;;
        --style) COMPREPLY=($(compgen -W 'ascii unicode' -- "$cur")); return ;;
        --arrow) COMPREPLY=($(compgen -W 'up down' -- "$cur")); return ;;
        --cells) COMPREPLY=($(compgen -W 'names totals' -- "$cur")); return ;;
        --color) COMPREPLY=($(compgen -W 'auto always never' -- "$cur")); return ;;
        --today | --month | --min | --max | --width | -c) return ;;  # a date, a month, a number or commands
        --script | -f | --file | --add-to)
            compopt -o filenames 2>/dev/null
            COMPREPLY=($(compgen -f -- "$cur"))
            return
            ;;
    esac

    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$options" -- "$cur"))
        return
    fi
    # A positional argument is a journal.
    compopt -o filenames 2>/dev/null
    COMPREPLY=($(compgen -f -- "$cur"))
}

complete -F _ledger_repl ledger-repl
