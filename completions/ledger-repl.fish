# fish completion for ledger-repl(1). Installed as share/fish/vendor_completions.d/ledger-repl.fish.
# Keep the option list equal to `ledger-repl --help` (Tests/EndToEndTests/ManPageTests.swift checks it).

complete -c ledger-repl -l today -x -d "Fix today's date (YYYY-MM-DD)"
complete -c ledger-repl -l month -x -d 'Start on this month (YYYY-MM)'
complete -c ledger-repl -l min -x -d 'First month that can be selected (YYYY-MM)'
complete -c ledger-repl -l max -x -d 'Last month that can be selected (YYYY-MM)'
complete -c ledger-repl -l lang -x -a 'en ko' -d 'Language'
complete -c ledger-repl -l style -x -a 'ascii unicode' -d 'Frame characters'
complete -c ledger-repl -l arrow -x -a 'up down' -d 'Where the box hangs from the month label'
complete -c ledger-repl -l cells -x -a 'names totals' -d 'What popover cells show with a journal'
complete -c ledger-repl -l color -x -a 'auto always never' -d 'When to use colour'
complete -c ledger-repl -l width -x -d 'Wrap and draw to this many columns'
complete -c ledger-repl -l json -d 'One JSON object per command line on stdout'
complete -c ledger-repl -l strict -d 'Stop at the first failing line'
complete -c ledger-repl -s c -x -d 'Run these commands instead of reading stdin'
complete -c ledger-repl -l script -r -F -d 'Run the commands in a file'
complete -c ledger-repl -s f -l file -r -F -d 'Read a journal'
complete -c ledger-repl -l no-history -d 'Keep no history file'
complete -c ledger-repl -s y -l yes -d 'Record entries without asking'
complete -c ledger-repl -l add-to -r -F -d 'Append recorded entries to this journal file'
complete -c ledger-repl -s h -l help -d 'Show the help'
complete -c ledger-repl -s V -l version -d 'Show the version'
# Positional arguments are journals: fish offers files by default.
