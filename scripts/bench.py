#!/usr/bin/env python3
"""The measuring half of scripts/bench: generates the inputs, runs every case, prints the table.

Run through scripts/bench, which builds the binary and installs the peers first:
  python3 scripts/bench.py --binary PATH --out DIR [--quick] [--runs N] [--command TEXT]

Every child is started with os.posix_spawn and reaped with os.wait4, so one call gives its wall time
(time.perf_counter_ns around spawn and reap) and its peak resident memory (ru_maxrss, the figure
`/usr/bin/time -v` prints as "Maximum resident set size"). Case 4 reads that figure from
`/usr/bin/time -v` itself, as the benchmark spec asks.
"""
import argparse
import datetime
import hashlib
import json
import os
import platform
import random
import re
import shutil
import signal
import statistics
import subprocess
import sys
import threading
import time

TODAY = "2026-11-29"
# Bump when a generator below changes, so cached inputs are made again.
GENERATOR_VERSION = 2
MIB = 1024 * 1024

# ---------------------------------------------------------------------------------------------------
# Inputs


def write_atomically(path, produce):
    """Calls produce(file) to write path through a temporary name, so a killed run leaves no half file."""
    if os.path.exists(path):
        return path
    temporary = path + ".partial"
    with open(temporary, "w", encoding="utf-8") as out:
        produce(out)
    os.replace(temporary, path)
    return path


CURSOR_MOVES = ["left", "right", "up", "down", "home", "end", "pgup", "pgdn"]
JUMPS = ["2024-07", "jul 2024", "july 2024", "2024/07", "2023-12", "march 2025", "7/2024", "q3 2024",
         "2024-07-15", "2024년 7월", "2025년 3월", "2023년 12월"]
ENGLISH = ["next month", "last month", "3 months ago", "in 2 months", "the month after next", "next march",
           "a month ago", "today", "this month", "the month before last", "2 weeks ago", "next week",
           "go to next month", "show me july", "end of next year", "q3", "yesterday", "last december"]
KOREAN = ["다음 달", "지난 달", "이번 달", "3개월 전", "3달 후", "2달 전", "다음 주", "7월", "지난달", "다음달",
          "12월", "오늘"]
YEARS = ["next year", "last year", "작년", "내년", "2025", "this year", "2 years ago"]
# Lines that must fail whatever the state: a typo, a month 13, a malformed date, gibberish in Korean.
BAD = ["frobnicate", "13", "2024-13", "nxt month", "다음 핣", "2024-00-01"]
BAD_EVERY = 10_000  # one bad line per this many lines


def command_lines(count, seed):
    """Yields (line, is_bad) for a deterministic command script of exactly count lines.

    Blocks of commands keep the picker's state sensible: cursor moves happen only inside an open picker,
    and every block ends with the picker closed, so only the BAD lines fail.
    """
    rng = random.Random(seed)
    produced = 0
    while produced < count:
        kind = rng.randrange(100)
        if kind < 22:  # open, step the year, move the focus, enter
            block = ["open", rng.choice(["<", ">", "2<", "> 2", ">>"])]
            block += [rng.choice(CURSOR_MOVES) for _ in range(rng.randrange(2, 5))]
            block.append("enter")
        elif kind < 30:  # open and pick a month by number or name
            block = ["open", rng.choice(["<", ">"]), rng.choice([str(rng.randrange(1, 13)), "march", "9월"])]
        elif kind < 34:  # open, step, undo the step, close
            block = ["open", ">", "undo", "close"]
        elif kind < 45:  # closed: arrows step months
            block = [rng.choice(["<", ">", "3<", "> 2", "<<", ">>"]) for _ in range(rng.randrange(1, 4))]
        elif kind < 60:
            block = [rng.choice(JUMPS)]
        elif kind < 78:
            block = [rng.choice(ENGLISH)]
        elif kind < 94:
            block = [rng.choice(KOREAN)]
        else:  # a year phrase opens the picker; leave it again
            block = [rng.choice(YEARS), rng.choice(["close", "enter", str(rng.randrange(1, 13))])]
        for line in block:
            if produced >= count:
                return
            if produced % BAD_EVERY == BAD_EVERY - 1:
                yield rng.choice(BAD), True
                produced += 1
                if produced >= count:
                    return
            yield line, False
            produced += 1


def distinct_pairs():
    """The distinct-lines case: (line for ledger-repl, line for GNU date) for every `N months ago` with
    N <= 5,000, `N days ago` <= 50,000, `N weeks ago` <= 10,000, `N years ago` <= 1,000 and every ISO
    date of 1900-2099 (139,049 lines, none repeated), shuffled with a fixed seed. date gets each count
    prefixed with the reference day; an ISO date is the same line for both."""
    pairs = []
    for unit, largest in (("months", 5_000), ("days", 50_000), ("weeks", 10_000), ("years", 1_000)):
        for n in range(1, largest + 1):
            phrase = "%d %s ago" % (n, unit)
            pairs.append((phrase, "%s %s" % (TODAY, phrase)))
    day, last = datetime.date(1900, 1, 1), datetime.date(2099, 12, 31)
    while day <= last:
        pairs.append((day.isoformat(), day.isoformat()))
        day += datetime.timedelta(days=1)
    random.Random(12).shuffle(pairs)
    return pairs


def distinct_files(out_dir):
    ours = os.path.join(out_dir, "distinct-v%d.txt" % GENERATOR_VERSION)
    gnu = os.path.join(out_dir, "distinct-v%d.date.txt" % GENERATOR_VERSION)
    if not (os.path.exists(ours) and os.path.exists(gnu)):
        pairs = distinct_pairs()
        write_atomically(ours, lambda out: out.write("".join(p + "\n" for p, _ in pairs)))
        write_atomically(gnu, lambda out: out.write("".join(d + "\n" for _, d in pairs)))
    return ours, gnu


# Refused lines of the mixed script: unknown words (with and without a near spelling), months and days
# out of range, malformed dates, gibberish in Korean, words left over.
REFUSED = ["frobnicate", "13", "2024-13", "nxt month", "다음 핣", "2024-00-01", "opne", "3 monhts ago",
           "next mnth", "xyzzy plugh", "2024-02-30", "다음 닭", "open now please", "blorp", "julyy",
           "지난 딸", "in 3 parsecs", "2024-99"]
REFUSED_EVERY = 3  # one refused line in three


def mixed_lines(count, seed):
    """Yields (line, is_refused) for the mixed script: the command script with every third line refused."""
    rng = random.Random(seed)
    commands = command_lines(count, seed)
    for produced in range(count):
        if produced % REFUSED_EVERY == REFUSED_EVERY - 1:
            yield rng.choice(REFUSED), True
        else:
            line, bad = next(commands)
            yield line, bad


def mixed_file(out_dir, count):
    path = os.path.join(out_dir, "mixed-%d-v%d.txt" % (count, GENERATOR_VERSION))
    write_atomically(path, lambda out: out.write("".join(line + "\n" for line, _ in mixed_lines(count, seed=7))))
    return path, sum(1 for _, refused in mixed_lines(count, seed=7) if refused)


def journal_file(out_dir, repo, count, accounts=0, payees=0):
    """A journal from scripts/generate-journal (with --accounts and --payees when given), cached under a
    name that includes the generator's hash."""
    generator = os.path.join(repo, "scripts", "generate-journal")
    with open(generator, "rb") as source:
        digest = hashlib.sha256(source.read()).hexdigest()[:10]
    names = "-%da-%dp" % (accounts, payees) if accounts or payees else ""
    path = os.path.join(out_dir, "journal-%d%s-%s.journal" % (count, names, digest))
    if not os.path.exists(path):
        print("  generating %s (once; cached) ..." % os.path.basename(path), file=sys.stderr, flush=True)
        extra = (["--accounts", str(accounts)] if accounts else []) + (["--payees", str(payees)] if payees else [])
        with open(path + ".partial", "wb") as out:
            subprocess.run([generator] + extra + [str(count)], stdout=out, check=True)
        os.replace(path + ".partial", path)
    return path


def journal_slice(path, count):
    """The first count transactions of the journal at path (its directives included), cached beside it."""
    sliced = "%s.first-%d.journal" % (path[: -len(".journal")], count)
    if os.path.exists(sliced):
        return sliced
    seen = 0
    with open(path, "rb") as source, open(sliced + ".partial", "wb") as out:
        for line in source:
            if line[:1].isdigit():
                seen += 1
                if seen > count:
                    break
            out.write(line)
    os.replace(sliced + ".partial", sliced)
    return sliced


# ---------------------------------------------------------------------------------------------------
# Running


class Run:
    def __init__(self, seconds, rss_kib, code, timed_out=False):
        self.seconds, self.rss_kib, self.code, self.timed_out = seconds, rss_kib, code, timed_out


def clean_environment():
    env = {k: v for k, v in os.environ.items() if not k.startswith("LEDGER")}
    env["TZ"] = "UTC"
    env["LC_ALL"] = "C.UTF-8"
    env["NO_COLOR"] = "1"
    env["LEDGER_REPL_HISTORY"] = ""
    return env


ENV = clean_environment()


def spawn(argv, stdin="/dev/null", stdout="/dev/null", timeout=None, env=None):
    """Runs argv once with the given stdin and stdout files (stderr to /dev/null), in ENV unless env
    is given."""
    actions = [
        (os.POSIX_SPAWN_OPEN, 0, stdin, os.O_RDONLY, 0),
        (os.POSIX_SPAWN_OPEN, 1, stdout, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644),
        (os.POSIX_SPAWN_OPEN, 2, "/dev/null", os.O_WRONLY, 0),
    ]
    timed_out = []
    start = time.perf_counter_ns()
    pid = os.posix_spawnp(argv[0], argv, ENV if env is None else env, file_actions=actions)
    timer = None
    if timeout:
        def kill():
            timed_out.append(True)
            os.kill(pid, signal.SIGKILL)
        timer = threading.Timer(timeout, kill)
        timer.start()
    _, status, usage = os.wait4(pid, 0)
    elapsed = (time.perf_counter_ns() - start) / 1e9
    if timer:
        timer.cancel()
    return Run(elapsed, usage.ru_maxrss, os.waitstatus_to_exitcode(status), bool(timed_out))


# A peer whose first run takes longer than this is run only once (ledger-cli and hledger on the
# million-transaction journal take minutes a run); the notes say which.
SLOW_SECONDS = 60


def repeat(argv, runs, slow_ok=False, **kwargs):
    """Runs argv runs times; returns the runs. Stops early (returning what it has) on a timeout, and
    after the first run when slow_ok is set and that run took longer than SLOW_SECONDS."""
    results = []
    for _ in range(runs):
        run = spawn(argv, **kwargs)
        results.append(run)
        if run.timed_out or (slow_ok and run.seconds > SLOW_SECONDS):
            break
    return results


def runs_note(notes, name, runs, wanted):
    if len(runs) < wanted and not runs[-1].timed_out:
        notes.append("journal: %s took %.0f s on its first run (over %d s), so it ran once, not %d times"
                     % (name, runs[0].seconds, SLOW_SECONDS, wanted))


def median_seconds(runs):
    return statistics.median(r.seconds for r in runs)


def median_rss_mib(runs):
    return statistics.median(r.rss_kib for r in runs) / 1024


def progress(message):
    print("  " + message, file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------------------------------
# Formatting


def rate(value):
    if value >= 1e6:
        return "%.2fM/s" % (value / 1e6)
    if value >= 1e3:
        return "%.0fk/s" % (value / 1e3)
    return "%.0f/s" % value


def times(ratio, faster="faster"):
    """A ratio where more is better: 12.3x faster, or 0.81x (slower)."""
    return "%.1fx %s" % (ratio, faster) if ratio >= 1 else "%.2fx (slower)" % ratio


def count(value):
    return format(value, ",")


class Table:
    def __init__(self):
        self.rows = []
        self.verdicts = []

    def add(self, case, ours, peer, ratio, target, met):
        self.rows.append((case, ours, peer, ratio, target, "met" if met else "NOT met" if met is not None else ""))

    def verdict(self, target, met, detail):
        self.verdicts.append("%-8s %s: %s" % ("met" if met else "NOT met", target, detail))

    def render(self):
        header = ("case", "ledger-repl", "peer", "ratio", "target", "")
        widths = [max(len(str(row[i])) for row in self.rows + [header]) for i in range(6)]
        def line(row):
            return "  ".join(str(cell).ljust(width) for cell, width in zip(row, widths)).rstrip()
        out = [line(header), "  ".join("-" * w for w in widths)]
        out += [line(row) for row in self.rows]
        return "\n".join(out)


# ---------------------------------------------------------------------------------------------------
# Cases


def interleaved(commands, runs, **kwargs):
    """Runs each argv of commands once per round, runs rounds, rotating which goes first, so a change in
    the machine's load falls on all of them alike; returns the runs of each, in the order given."""
    results = [[] for _ in commands]
    for round_number in range(runs):
        order = list(range(len(commands)))
        shift = round_number % len(order)
        for index in order[shift:] + order[:shift]:
            argv, stdin = commands[index]
            results[index].append(spawn(argv, stdin=stdin, **kwargs))
    return results


DATE = ["date", "-f"]


def date_argv(gnu):
    return DATE + [gnu, "+%Y-%m"]


def case_distinct(args, table, notes):
    """The distinct lines: ledger-repl --json and text against GNU date -f on the same lines, interleaved."""
    ours, gnu = distinct_files(args.out)
    n = sum(1 for _ in open(ours, encoding="utf-8"))
    # Honesty checks, outside the timed runs: date understands every line, ledger-repl refuses none, and
    # the two agree on the month wherever calendar months and date's day arithmetic cannot differ.
    date_check = subprocess.run(date_argv(gnu), stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=ENV)
    date_answers = date_check.stdout.decode().split("\n")[:-1]
    date_failed = date_check.stderr.decode().count("invalid date")
    our_check = subprocess.run([args.binary, "--today", TODAY, "--json"], stdin=open(ours, "rb"),
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=ENV)
    our_lines = our_check.stdout.decode().split("\n")[:-1]
    our_failed = sum('"ok":false' in line for line in our_lines)
    agree = 0
    for line, answer in zip(our_lines, date_answers):
        reply = json.loads(line)
        agree += (str(reply["year"]).zfill(4) == answer[:4]) if reply["open"] else reply["month"] == answer
    notes.append("distinct: %s lines, none repeated; date -f understood %s (%s invalid); ledger-repl --json gave "
                 "%s replies, %s with \"ok\":false; the month (the year, for N years ago) agrees on %s lines (GNU "
                 "date rolls a day past the month's end over: 2026-11-29 9 months ago is 2026-03-01)"
                 % (count(n), count(len(date_answers) - date_failed), count(date_failed), count(len(our_lines)),
                    count(our_failed), count(agree)))
    honest = date_check.returncode == 0 and date_failed == 0 and our_failed == 0 and len(our_lines) == n
    progress("distinct lines, %d interleaved rounds of date -f, --json and text on %s lines ..." % (args.runs, count(n)))
    date_runs, json_runs, text_runs = interleaved(
        [(date_argv(gnu), "/dev/null"), ([args.binary, "--today", TODAY, "--json"], ours),
         ([args.binary, "--today", TODAY], ours)], args.runs)
    date_rate = n / median_seconds(date_runs)
    table.add("1 distinct lines: date -f (%s lines)" % count(n), "-",
              "date -f %s  %.3f s" % (rate(date_rate), median_seconds(date_runs)), "1.0x", "", None)
    for mode, runs, target in (("--json", json_runs, 3), ("text", text_runs, 2)):
        our_rate = n / median_seconds(runs)
        ratio = our_rate / date_rate
        met = ratio >= target and honest
        table.add("1 distinct lines, %s" % mode, "%s  %.3f s" % (rate(our_rate), median_seconds(runs)), "date -f",
                  "%.2fx date -f" % ratio, ">= %dx" % target, met)
        table.verdict("distinct lines %s >= %dx date -f" % (mode, target), met,
                      "%.2fx (%s vs %s lines/s)%s" % (ratio, count(round(our_rate)), count(round(date_rate)),
                                                     "" if honest else "; inputs NOT all understood"))
    args.date_rate = date_rate


def case_mixed(args, table, notes):
    """The mixed script, a third of it refused: text and --json, as ratios to date -f on the distinct lines,
    interleaved with date -f runs of its own."""
    n = args.mixed
    script, refused = mixed_file(args.out, n)
    _, gnu = distinct_files(args.out)
    distinct_n = sum(1 for _ in open(gnu, encoding="utf-8"))
    check = subprocess.run([args.binary, "--today", TODAY, "--json"], stdin=open(script, "rb"),
                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=ENV)
    answered = check.stdout.count(b"\n")
    failed = check.stdout.count(b'"ok":false')
    distinct_lines = len(set(open(script, encoding="utf-8").read().split("\n")[:-1]))
    notes.append("mixed: %s lines (%s distinct), %s answered in --json, %s refused (%s planted), exit %d"
                 % (count(n), count(distinct_lines), count(answered), count(failed), count(refused), check.returncode))
    honest = answered == n and failed == refused
    if not honest:
        notes.append("mixed: WARNING: the script did not run as planned (see above)")
    del check
    progress("mixed script, %d interleaved rounds of date -f, text and --json on %s lines ..." % (args.runs, count(n)))
    date_runs, text_runs, json_runs = interleaved(
        [(date_argv(gnu), "/dev/null"), ([args.binary, "--today", TODAY], script),
         ([args.binary, "--today", TODAY, "--json"], script)], args.runs)
    date_rate = distinct_n / median_seconds(date_runs)
    for mode, runs in (("text", text_runs), ("--json", json_runs)):
        our_rate = n / median_seconds(runs)
        ratio = our_rate / date_rate
        met = ratio >= 4 and honest
        table.add("2 mixed script, %s (%s lines, a third refused)" % (mode, count(n)),
                  "%s  %.3f s" % (rate(our_rate), median_seconds(runs)), "date -f %s" % rate(date_rate),
                  "%.2fx date -f" % ratio, ">= 4x", met)
        table.verdict("mixed script %s >= 4x date -f" % mode, met,
                      "%.2fx (%s vs %s lines/s)" % (ratio, count(round(our_rate)), count(round(date_rate))))


def case_startup(args, table, notes):
    n = args.startup
    ours = [args.binary, "--today", TODAY]
    cal = ["cal", "7", "2024"]
    for _ in range(5):  # warm the page cache
        spawn(ours)
        spawn(cal)
    progress("startup, %d interleaved runs each ..." % n)
    our_times, cal_times = [], []
    for _ in range(n):
        our_times.append(spawn(ours).seconds)
        cal_times.append(spawn(cal).seconds)
    our_ms = statistics.median(our_times) * 1000
    cal_ms = statistics.median(cal_times) * 1000
    ratio = our_ms / cal_ms
    met = ratio <= 2.5
    table.add("3 startup, < /dev/null vs cal 7 2024 (%d each)" % n, "%.2f ms" % our_ms, "cal %.2f ms" % cal_ms,
              "%.2fx cal" % ratio, "<= 2.5x", met)
    table.verdict("startup <= 2.5x cal", met, "%.2f ms vs %.2f ms, %.2fx" % (our_ms, cal_ms, ratio))
    notes.append("startup: interleaved posix_spawn + wait4 from python; each time includes the harness's own "
                 "spawn cost (the same for both)")
    if shutil.which("hyperfine"):
        export = os.path.join(args.out, "startup-hyperfine.json")
        subprocess.run(["hyperfine", "-N", "--runs", str(n), "--warmup", "5", "--export-json", export,
                        "--style", "none", " ".join(ours),
                        " ".join(cal)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=ENV,
                       stdin=subprocess.DEVNULL)
        try:
            with open(export) as f:
                results = json.load(f)["results"]
            h_ours, h_cal = (statistics.median(r["times"]) * 1000 for r in results)
            notes.append("startup cross-check, hyperfine -N --runs %d (not interleaved): %.2f ms vs cal %.2f ms, "
                         "%.2fx" % (n, h_ours, h_cal, h_ours / h_cal))
        except (OSError, ValueError, KeyError):
            notes.append("startup cross-check: hyperfine failed")


def time_v_peak_kib(argv, stdin):
    """Peak resident memory in KiB as /usr/bin/time -v reports it."""
    report = os.path.join(ENV.get("TMPDIR", "/tmp"), "bench-time-v.%d" % os.getpid())
    spawn(["/usr/bin/time", "-v", "-o", report] + argv, stdin=stdin)
    with open(report) as f:
        text = f.read()
    os.unlink(report)
    match = re.search(r"Maximum resident set size \(kbytes\): (\d+)", text)
    return int(match.group(1)) if match else 0


def case_memory(args, table, notes):
    peaks = []
    for n in args.memory:
        script, _ = mixed_file(args.out, n)
        progress("memory, text mode, %d runs of %s lines under /usr/bin/time -v ..." % (args.memory_runs, count(n)))
        kib = statistics.median(time_v_peak_kib([args.binary, "--today", TODAY], script)
                                for _ in range(args.memory_runs))
        peaks.append(kib / 1024)
        met = kib / 1024 <= 16
        table.add("4 memory, mixed script, text (%s lines)" % count(n), "%.1f MiB" % (kib / 1024), "-", "-", "<= 16 MiB", met)
        table.verdict("memory <= 16 MiB, %s lines" % count(n), met, "peak %.1f MiB" % (kib / 1024))
    growth = peaks[-1] - peaks[0]
    flat = growth <= 1.0
    table.verdict("memory does not grow with the script", flat,
                  "%s lines %.1f MiB -> %s lines %.1f MiB (%+.1f MiB; at most +1 MiB allowed)"
                  % (count(args.memory[0]), peaks[0], count(args.memory[-1]), peaks[-1], growth))


def case_journal(args, table, notes):
    n = args.journal
    journal = journal_file(args.out, args.repo, n)
    small = journal_file(args.out, args.repo, 100)
    has_balance = subprocess.run([args.binary, "--today", TODAY, "-f", small, "-c", "balance"],
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=ENV).returncode == 0
    commands = "2024-07; balance" if has_balance else "2024-07"
    if not has_balance:
        notes.append("journal: `balance` is not accepted yet (ledger-repl -f J -c balance fails), so ledger-repl "
                     "is timed loading the journal and printing July 2024's month view (-c '2024-07'), which "
                     "totals that month's income, expenses and largest accounts")
    ours = [args.binary, "--today", TODAY, "-f", journal, "-c", commands]
    progress("journal (%s transactions), ledger-repl -c '%s', %d runs ..." % (count(n), commands, args.runs))
    our_runs = repeat(ours, args.runs)
    our_s = median_seconds(our_runs)
    table.add("5 journal %s tx: ledger-repl -c '%s'" % (count(n), commands),
              "%.3f s  %.1f MiB" % (our_s, median_rss_mib(our_runs)), "-", "-", "", None)
    codes = {r.code for r in our_runs}
    if codes != {0}:
        notes.append("journal: WARNING: ledger-repl exited %s" % sorted(codes))

    progress("journal, ledger -f J balance --monthly, %d runs ..." % args.runs)
    ledger_runs = repeat(["ledger", "-f", journal, "balance", "--monthly"], args.runs, slow_ok=True)
    runs_note(notes, "ledger", ledger_runs, args.runs)
    ledger_s = median_seconds(ledger_runs)
    ratio = ledger_s / our_s
    met = ratio >= 5 and {r.code for r in ledger_runs} == {0}
    table.add("5 journal %s tx: vs ledger balance --monthly" % count(n), "%.3f s" % our_s,
              "ledger %.3f s  %.1f MiB" % (ledger_s, median_rss_mib(ledger_runs)), times(ratio),
              ">= 5x", met)
    table.verdict("journal >= 5x faster than ledger-cli", met, "%.3f s vs %.3f s, %.1fx" % (our_s, ledger_s, ratio))

    progress("journal, hledger -f J balance -M (first run limited to %d s) ..." % args.hledger_timeout)
    hledger_runs = repeat(["hledger", "-f", journal, "balance", "-M"], args.runs, slow_ok=True,
                          timeout=args.hledger_timeout)
    scale, label = 1, count(n)
    if hledger_runs[-1].timed_out:
        slice_n = n // 5
        part = journal_slice(journal, slice_n)
        notes.append("journal: hledger took over %d s on the full journal, so it ran on the first %s transactions "
                     "and its time is scaled x5" % (args.hledger_timeout, count(slice_n)))
        progress("journal, hledger on the first %s transactions, %d runs ..." % (count(slice_n), args.runs))
        hledger_runs = repeat(["hledger", "-f", part, "balance", "-M"], args.runs, slow_ok=True)
        scale, label = 5, "%s (x5 of %s)" % (count(n), count(slice_n))
    runs_note(notes, "hledger", hledger_runs, args.runs)
    hledger_s = median_seconds(hledger_runs) * scale
    ratio = hledger_s / our_s
    met = ratio >= 40 and {r.code for r in hledger_runs} == {0}
    table.add("5 journal %s tx: vs hledger balance -M" % label, "%.3f s" % our_s,
              "hledger %.3f s%s  %.1f MiB" % (hledger_s, " (scaled x5)" if scale > 1 else "", median_rss_mib(hledger_runs)),
              times(ratio), ">= 40x", met)
    table.verdict("journal >= 40x faster than hledger", met, "%.3f s vs %.3f s%s, %.1fx" % (
        our_s, hledger_s, " (scaled x5)" if scale > 1 else "", ratio))
    notes.append("journal: memory is each process's peak resident set (wait4 ru_maxrss)")
    if has_balance:
        check_totals(args, table, notes)


def check_totals(args, table, notes):
    """Every month's balances of the 100,000-transaction journal, ledger-repl against hledger."""
    journal = journal_file(args.out, args.repo, 100_000)
    # `change MONTH` is the month's change per account, what `hledger balance -M` reports; `balance`
    # would be the balances at the month's end.
    progress("journal totals: ledger-repl 'change YYYY-MM' for every month against scripts/compare-hledger ...")
    months = ["%04d-%02d" % (year, month) for year in range(2015, 2025) for month in range(1, 13)]
    script = os.path.join(args.out, "totals-script.txt")
    with open(script, "w") as f:
        f.write("".join("change %s\n" % month for month in months))
    run = subprocess.run([args.binary, "--today", TODAY, "--json", "-f", journal, "--script", script],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=ENV)
    replies = [json.loads(line) for line in run.stdout.decode().splitlines() if line.strip()]
    tsv = os.path.join(args.out, "totals-ledger-repl.tsv")
    with open(tsv, "w", encoding="utf-8") as f:
        for reply in replies:
            if not reply.get("input", "").strip().startswith("change "):
                continue
            for account, amounts in reply.get("balances", {}).items():
                for commodity, text in amounts.items():
                    f.write("%s\t%s\t%s\t%s\n" % (reply["month"], account, commodity, text))
    compare = subprocess.run([os.path.join(args.repo, "scripts", "compare-hledger"), "--ours-tsv", tsv, journal],
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=ENV, text=True)
    summary = compare.stdout.strip().split("\n")[-1]
    same = compare.returncode == 0 and run.returncode == 0
    table.verdict("journal totals equal hledger's", same, "100,000-transaction journal, every month: " + summary)


def navigation_file(out_dir, count):
    """The navigation script of the journal cases: command_lines (open, <, >, 3, next month, 다음 달,
    2025-07, undo, ...), with its few planted bad lines."""
    path = os.path.join(out_dir, "navigation-%d-v%d.txt" % (count, GENERATOR_VERSION))
    write_atomically(path, lambda out: out.write("".join(line + "\n" for line, _ in command_lines(count, seed=7))))
    return path


def household_journal(args):
    """The household's journal of the journal cases: 3,000 transactions, 200 accounts, 1,500 payees."""
    return journal_file(args.out, args.repo, 3_000, accounts=200, payees=1_500)


def case_navigation(args, table, notes):
    """Navigation lines with a journal loaded against the same lines without one, interleaved (text mode):
    the household's journal of many names, and a 15,000-transaction one. Each run includes loading."""
    n = args.navigation
    script = navigation_file(args.out, n)
    household = household_journal(args)
    long_journal = journal_file(args.out, args.repo, 15_000)
    ours = [args.binary, "--today", TODAY]
    progress("navigation with a journal, %d interleaved rounds on %s lines ..." % (args.runs, count(n)))
    none_runs, household_runs, long_runs, household_load, long_load = interleaved(
        [(ours, script), (ours + [household], script), (ours + [long_journal], script),
         (ours + [household], "/dev/null"), (ours + [long_journal], "/dev/null")], args.runs)
    none_rate = n / median_seconds(none_runs)
    table.add("6 navigation, no journal (%s lines)" % count(n), "%s  %.3f s" % (rate(none_rate), median_seconds(none_runs)),
              "-", "1.0x", "", None)
    for label, runs, load, target in (
            ("3,000 tx, 200 accounts, 1,500 payees", household_runs, household_load, 0.67),
            ("15,000 tx", long_runs, long_load, None)):
        our_rate = n / median_seconds(runs)
        ratio = our_rate / none_rate
        met = None if target is None else ratio >= target
        table.add("6 navigation, journal of %s" % label, "%s  %.3f s" % (rate(our_rate), median_seconds(runs)),
                  "no journal", "%.2fx" % ratio, ">= %.2fx" % target if target else "", met)
        if target is not None:
            table.verdict("navigation with the household's journal >= %.2fx without" % target, met,
                          "%.2fx (%s vs %s lines/s)" % (ratio, count(round(our_rate)), count(round(none_rate))))
        notes.append("navigation: loading the journal of %s alone takes %.3f s of each run (counted in its rate)"
                     % (label, median_seconds(load)))


HOUSEHOLD_SUBJECTS = [("how much did I spend on %s in %s?", ["food", "transport", "housing", "phone", "health",
                                                                "travel", "pets", "groceries"]),
                      ("%s %s 얼마", ["식비", "교통비", "주거", "통신", "의료", "여행", "반려동물", "교육"])]
HOUSEHOLD_PERIODS = (["%s %d" % (name, year) for year in (2016, 2019, 2021, 2023, 2024)
                      for name in ("january", "march", "july", "october")],
                     ["%d년 %d월" % (year, month) for year in (2016, 2019, 2021, 2023, 2024) for month in (1, 3, 7, 10)])


GENERATOR = {}


def household_payee(index):
    """The payee scripts/generate-journal --payees names index (its household_payee)."""
    if not GENERATOR:
        path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "generate-journal")
        with open(path, encoding="utf-8") as f:
            exec(compile(f.read(), path, "exec"), GENERATOR)
    return GENERATOR["household_payee"](index)


def household_questions(count):
    """count household questions, English and Korean: spending on a category in a month, what was spent,
    earned and saved in a month or a year, at a payee; deterministic."""
    rng = random.Random(11)
    lines = []
    while len(lines) < count:
        kind = rng.randrange(10)
        language = rng.randrange(2)
        periods = HOUSEHOLD_PERIODS[language]
        period = rng.choice(periods)
        if kind < 6:
            template, subjects = HOUSEHOLD_SUBJECTS[language]
            lines.append(template % ((rng.choice(subjects), period) if language == 0 else (period, rng.choice(subjects))))
        elif kind < 8:
            lines.append(rng.choice(["how much did I spend in %s?", "how much did i save in %s",
                                     "how much did i earn in %s"]) % period if language == 0 else
                         rng.choice(["%s 지출 얼마", "%s 수입 얼마"]) % period)
        else:
            # Payees of the salaries and exchanges' transactions are their own: these are the shops'.
            index = rng.randrange(0, 700) * 2 + language  # English payees are the even ones, Korean the odd
            lines.append(("how much at %s in 2021" if language == 0 else "2021년 %s에서 얼마") % household_payee(index))
    return lines


def case_questions(args, table, notes):
    """Household questions on the household's journal, as a ratio to date -f's lines/s on the distinct lines
    (measured interleaved with them)."""
    n = args.questions
    household = household_journal(args)
    path = os.path.join(args.out, "questions-%d-v%d.txt" % (n, GENERATOR_VERSION))
    write_atomically(path, lambda out: out.write("".join(line + "\n" for line in household_questions(n))))
    ours = [args.binary, "--today", TODAY, household]
    check = subprocess.run(ours + ["--json"], stdin=open(path, "rb"), stdout=subprocess.PIPE,
                           stderr=subprocess.DEVNULL, env=ENV)
    replies = check.stdout.decode().split("\n")[:-1]
    answered = sum('"answer"' in line for line in replies)
    distinct = len(set(open(path, encoding="utf-8").read().split("\n")[:-1]))
    notes.append("questions: %s lines (%s distinct) on the 3,000-transaction journal; %s answered in --json"
                 % (count(n), count(distinct), count(answered)))
    _, gnu = distinct_files(args.out)
    distinct_n = sum(1 for _ in open(gnu, encoding="utf-8"))
    progress("household questions, %d interleaved rounds on %s lines ..." % (args.runs, count(n)))
    date_runs, question_runs, load_runs = interleaved(
        [(date_argv(gnu), "/dev/null"), (ours, path), (ours, "/dev/null")], args.runs)
    date_rate = distinct_n / median_seconds(date_runs)
    our_rate = n / median_seconds(question_runs)
    ratio = our_rate / date_rate
    met = ratio >= 0.02 and answered >= 0.95 * n  # a few payees are never used by the generator
    table.add("7 household questions (%s lines, 3,000 tx)" % count(n),
              "%s  %.3f s" % (rate(our_rate), median_seconds(question_runs)), "date -f %s" % rate(date_rate),
              "%.3fx date -f" % ratio, ">= 0.02x", met)
    table.verdict("household questions >= 0.02x date -f", met,
                  "%.3fx (%s vs %s lines/s)" % (ratio, count(round(our_rate)), count(round(date_rate))))
    notes.append("questions: loading the journal alone takes %.3f s of each run (counted in its rate)"
                 % median_seconds(load_runs))


def case_recording(args, table, notes):
    """Recording into a big journal: the cost of one entry (several recorded in one run, less a run that only
    loads), as a share of a full load, and the peak memory of recording against loading."""
    n = args.recording
    entries = 5
    source = journal_file(args.out, args.repo, n)
    copy = os.path.join(args.out, "recording-%d.journal" % n)
    # Accounts named, so every line records (a bare payee the journal never names is refused).
    sentences = "; ".join("add 편의점 %d,000원 지출:식비 자산:현금" % (index + 1) for index in range(entries))
    load = [args.binary, "--today", TODAY, "-f", copy, "-c", "today"]
    record = [args.binary, "--today", TODAY, "-f", copy, "--yes", "-c", sentences]
    load_runs, record_runs = [], []
    progress("recording into a %s-transaction journal, %d rounds ..." % (count(n), args.recording_runs))
    for _ in range(args.recording_runs):
        shutil.copyfile(source, copy)
        load_runs.append(spawn(load))
        record_runs.append(spawn(record))
    recorded = open(copy, "rb").read().count("편의점".encode())
    os.unlink(copy)
    load_s = median_seconds(load_runs)
    entry_s = max(0.0, median_seconds(record_runs) - load_s) / entries
    share = entry_s / load_s
    memory = median_rss_mib(record_runs) / median_rss_mib(load_runs)
    met = share <= 0.05 and memory <= 1.25 and recorded >= entries
    table.add("8 recording, %s tx journal, per entry" % count(n), "%.3f s" % entry_s, "load %.3f s" % load_s,
              "%.2fx load" % share, "<= 0.05x", share <= 0.05)
    table.add("8 recording, peak memory", "%.0f MiB" % median_rss_mib(record_runs),
              "load %.0f MiB" % median_rss_mib(load_runs), "%.2fx" % memory, "<= 1.25x", memory <= 1.25)
    table.verdict("recording <= 5% of a load per entry, peak memory <= 1.25x the load's", met,
                  "%.3f s an entry (%d in one run) vs %.3f s a load, %.2fx; memory %.2fx"
                  % (entry_s, entries, load_s, share, memory))


def load_average():
    """The 1-minute load average: other work on the machine skews every figure, so the table says it."""
    try:
        with open("/proc/loadavg") as f:
            return f.read().split()[0]
    except OSError:
        return "unknown"


def machine_info(args):
    cpu = "unknown"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    def version(argv):
        try:
            return subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                                  env=ENV).stdout.split("\n")[0].strip()
        except OSError:
            return "missing"
    commit = version(["git", "-C", args.repo, "rev-parse", "--short", "HEAD"])
    lines = [
        "$ %s" % args.command,
        "date: %s" % datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "machine: %s cores (nproc), %s, %s %s" % (os.cpu_count(), cpu, platform.system(), platform.release()),
        "ledger-repl: %s, commit %s" % (version([args.binary, "--version"]), commit),
        "peers: %s; %s; %s; %s" % (version(["ledger", "--version"]), version(["hledger", "--version"]),
                                   version(["date", "--version"]), "cal from ncal"),
        "runs per case: %d (medians); load average at start: %s" % (args.runs, load_average()),
    ]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--repo", required=True)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--runs", type=int)
    parser.add_argument("--command", default="scripts/bench")
    parser.add_argument("--only", default="1,2,3,4,5,6,7,8", help="comma-separated case numbers")
    args = parser.parse_args()
    if args.quick:
        args.runs = args.runs or 3
        args.mixed, args.startup = 100_000, 20
        args.memory, args.memory_runs = [100_000, 400_000], 1
        args.journal, args.hledger_timeout = 100_000, 60
        args.navigation, args.questions = 50_000, 5_000
        args.recording, args.recording_runs = 100_000, 1
    else:
        args.runs = args.runs or 5
        args.mixed, args.startup = 1_000_000, 200
        args.memory, args.memory_runs = [1_000_000, 4_000_000], 3
        args.journal, args.hledger_timeout = 1_000_000, 150
        args.navigation, args.questions = 200_000, 20_000
        args.recording, args.recording_runs = 1_000_000, 3
    os.makedirs(args.out, exist_ok=True)
    print(machine_info(args), flush=True)
    table, notes = Table(), []
    cases = {"1": case_distinct, "2": case_mixed, "3": case_startup, "4": case_memory, "5": case_journal,
             "6": case_navigation, "7": case_questions, "8": case_recording}
    for key in args.only.split(","):
        cases[key](args, table, notes)
    print()
    print(table.render())
    print()
    for verdict in table.verdicts:
        print(verdict)
    print()
    notes.append("load average at the end: %s (on %d cores; anything above ~1 means other work shared the "
                 "machine during the run)" % (load_average(), os.cpu_count()))
    for note in notes:
        print("note: " + note)
    return 0 if all(v.startswith("met") for v in table.verdicts) else 1


if __name__ == "__main__":
    sys.exit(main())
