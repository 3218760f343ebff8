"""Runs every shell command that README.md and docs/*.md show, so that none rots.

Commands are the lines of fenced code blocks marked `sh`, `bash` or `shell`
(a line ending in a backslash, a pipe or &&, or inside a quote, continues). The commands of one block run in
order, in one fresh temporary directory that links to every top-level entry
of the source tree: paths such as build/bin/mpt-opt resolve as the docs
assume, and what a command writes beside them (ptx/, mlp-bundle/, out/) stays
out of the tree. A command fails on a non-zero exit, when a file it names
as an input is missing before it runs, or when an output it names (-o,
--csv=, --bundle=, dump-dir=, ...) is missing after it ran; a block fails
when it changed the files git tracks or sees.

scripts/check-docs.toml names the commands that do not run as written: a
[[short]] entry runs a documented short mode of a long command, a [[skip]]
entry is a command that needs a GPU or a torch environment and runs only
where one is present. Every entry must match a command in the docs, and no
other reason to skip exists, so the list cannot hide a broken command.
"""

import argparse
import dataclasses
import os
import pathlib
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
import tomllib

SHELL_LANGUAGES = {"sh", "bash", "shell"}
FENCE = re.compile(r"^\s*(```+|~~~+)\s*([^\s`]*)")
# A block without a language whose first line reads like one of these is a
# command the check would miss: that is an error, not a silent skip.
COMMAND_START = re.compile(r"^(build/|scripts/|benchmarks/|/usr/|ninja |cmake |mpt-opt |mpt-run )")
NEEDS = {"gpu": "needs a GPU", "torch": "needs the torch environment (MPT_TORCH_VENV)"}
# Options whose value is a file or directory the command writes.
OUTPUT_OPTIONS = ("--csv=", "--save-state=", "--save-results=", "--bundle=", "--out=")
OUTPUT_FLAGS = {"-o", "-B", "--prefix", "--out"}
INPUT_SUFFIXES = (".mlir", ".py", ".sh", ".ptx", ".npy", ".csv", ".toml")


@dataclasses.dataclass
class Command:
    file: str
    line: int
    text: str  # as written, continuation lines joined
    block: int  # index of its block, across all files

    @property
    def key(self):
        return canonical(self.text)

    @property
    def shown(self):
        return self.key.replace("\n", " ")

    @property
    def where(self):
        return f"{self.file}:{self.line}"


def canonical(text):
    """The command as the shell reads it, without its comment or spacing."""
    return " ".join(shlex.split(text.replace("\\\n", " "), comments=True))


def continues(text):
    """Whether the shell would read on: a trailing backslash, pipe or &&/||,
    or an open quote."""
    if text.rstrip().endswith("\\"):
        return True
    try:
        tokens = shlex.split(text, comments=True)
    except ValueError:  # no closing quotation
        return True
    return bool(tokens) and tokens[-1] in ("|", "&&", "||")


def read_commands(root, files):
    commands, errors, block = [], [], 0
    for name in files:
        lines = (root / name).read_text().splitlines()
        i = 0
        while i < len(lines):
            fence = FENCE.match(lines[i])
            if not fence:
                i += 1
                continue
            marker, language = fence.group(1), fence.group(2).lower()
            start, body = i + 1, []
            i += 1
            while i < len(lines) and not lines[i].strip().startswith(marker):
                body.append(lines[i])
                i += 1
            i += 1
            first = next((l.strip() for l in body if l.strip()), "")
            if language not in SHELL_LANGUAGES:
                if not language and COMMAND_START.match(first):
                    errors.append(f"{name}:{start}: a command in a code block without a "
                                  "language; mark it ```sh so that it is checked")
                continue
            pending = None
            for offset, raw in enumerate(body):
                line = start + 1 + offset
                if pending is None:
                    if not raw.strip() or raw.lstrip().startswith("#"):
                        continue
                    pending = (line, raw)
                else:
                    pending = (pending[0], pending[1] + "\n" + raw)
                if not continues(pending[1]):
                    commands.append(Command(name, pending[0], pending[1], block))
                    pending = None
            if pending is not None:
                errors.append(f"{name}:{pending[0]}: the block ends inside a continued line")
            block += 1
    return commands, errors


def load_table(path, commands):
    """The [[short]] and [[skip]] entries, each checked against the docs."""
    table = tomllib.loads(path.read_text())
    unknown = set(table) - {"short", "skip"}
    errors = [f"{path.name}: unknown table {name!r}" for name in sorted(unknown)]
    keys = {c.key for c in commands}
    short, skip = {}, {}
    for kind, entries in (("short", table.get("short", [])), ("skip", table.get("skip", []))):
        for entry in entries:
            doc = canonical(entry.get("command", ""))
            if not entry.get("why"):
                errors.append(f"{path.name}: [[{kind}]] {doc!r} has no 'why'")
            if doc not in keys:
                errors.append(f"{path.name}: [[{kind}]] {doc!r} matches no command in the docs "
                              "(stale entry: update or remove it)")
            if doc in short or doc in skip:
                errors.append(f"{path.name}: {doc!r} is listed twice")
            if kind == "short":
                if not entry.get("run") or canonical(entry["run"]) == doc:
                    errors.append(f"{path.name}: [[short]] {doc!r} needs a different 'run'")
                short[doc] = entry
            else:
                if entry.get("needs") not in NEEDS:
                    errors.append(f"{path.name}: [[skip]] {doc!r}: 'needs' must be one of "
                                  f"{', '.join(sorted(NEEDS))}; nothing else may be skipped")
                skip[doc] = entry
    return short, skip, errors


def have_gpu():
    smi = shutil.which("nvidia-smi")
    if not smi:
        return False
    listing = subprocess.run([smi, "-L"], capture_output=True, text=True)
    return listing.returncode == 0 and "GPU" in listing.stdout


def have_torch():
    venv = os.environ.get("MPT_TORCH_VENV")
    if not venv:
        return False
    python = pathlib.Path(venv) / "bin" / "python"
    return python.exists() and subprocess.run(
        [python, "-c", "import torch, torch_mlir"], capture_output=True).returncode == 0


def split_commands(text):
    """Token lists of the simple commands of a pipeline or list."""
    lexer = shlex.shlex(text.replace("\\\n", " "), posix=True, punctuation_chars=";&|")
    lexer.whitespace_split = True
    lexer.commenters = "#"
    parts, current = [], []
    for token in lexer:
        if token in (";", "&&", "||", "|", "&"):
            parts.append(current)
            current = []
        else:
            current.append(token)
    parts.append(current)
    return [p for p in parts if p]


def named_files(text):
    """(inputs, outputs): the paths the command names as read and as written."""
    inputs, outputs = [], []
    outputs += re.findall(r"dump-dir=([^\s\"']+)", text)
    for tokens in split_commands(text):
        while tokens and re.match(r"^[A-Za-z_][A-Za-z0-9_]*=", tokens[0]):
            tokens = tokens[1:]  # VAR=value before the program
        if not tokens:
            continue
        if "/" in tokens[0]:
            inputs.append(tokens[0])
        previous = None
        for token in tokens[1:]:
            if previous in OUTPUT_FLAGS:
                outputs.append(token)
            elif token.startswith(OUTPUT_OPTIONS):
                outputs.append(token.split("=", 1)[1])
            elif not token.startswith("-") and "=" not in token and (
                    "/" in token or token.endswith(INPUT_SUFFIXES)):
                # MODULE.py:FUNCTION (python3 -m mpt_torch) reads MODULE.py.
                inputs.append(re.sub(r"(\.py):[A-Za-z_]\w*$", r"\1", token))
            previous = token
    outputs = [o for o in outputs if o != os.devnull]
    return [i for i in inputs if i not in outputs], outputs


def expand(paths, work):
    """Paths with $PWD and other variables replaced as the shell would."""
    environment = dict(os.environ, PWD=str(work))
    return [re.sub(r"\$\{?(\w+)\}?", lambda m: environment.get(m.group(1), m.group(0)), p)
            for p in paths]


def tree_state(root):
    """What git tracks and sees (ignored build outputs excepted): the status
    and a hash of each changed file, or None outside a git checkout."""
    status = subprocess.run(["git", "-C", root, "status", "--porcelain", "--untracked-files=all"],
                            capture_output=True, text=True)
    if status.returncode != 0:
        return None
    lines = status.stdout.splitlines()
    files = [line[3:] for line in lines if (root / line[3:]).is_file()]
    hashes = subprocess.run(["git", "-C", root, "hash-object", "--stdin-paths"],
                            input="\n".join(files), capture_output=True, text=True).stdout.split()
    content = dict(zip(files, hashes))
    return "\n".join(f"{line} {content.get(line[3:], '')}".rstrip() for line in lines)


def run_command(text, cwd, log, timeout):
    with open(log, "w") as out:
        out.write(f"$ {text}\n")
        out.flush()
        try:
            proc = subprocess.run(["bash", "-e", "-o", "pipefail", "-c", text], cwd=cwd,
                                  stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                  timeout=timeout)
            return proc.returncode
        except subprocess.TimeoutExpired:
            out.write(f"\ncheck-docs: timed out after {timeout} s\n")
            return 124


def tail(path, lines=15):
    text = pathlib.Path(path).read_text(errors="replace")
    return "\n".join("    " + line for line in text.splitlines()[-lines:])


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--root", required=True)
    parser.add_argument("--list", action="store_true",
                        help="print each command and how it would run; run nothing")
    parser.add_argument("--only", help="run only commands whose text matches this regex")
    parser.add_argument("--logs", help="directory for one log per command "
                        "(default: build/check-docs)")
    args = parser.parse_args()
    sys.stdout.reconfigure(line_buffering=True)  # progress shows as CI runs

    root = pathlib.Path(args.root).resolve()
    files = ["README.md"] + sorted(str(p.relative_to(root)) for p in (root / "docs").glob("*.md"))
    commands, errors = read_commands(root, files)
    short, skip, table_errors = load_table(root / "scripts" / "check-docs.toml", commands)
    errors += table_errors
    if errors:
        print("\n".join(f"check-docs: {e}" for e in errors), file=sys.stderr)
        return 1

    gpu, torch = have_gpu(), have_torch()
    present = {"gpu": gpu, "torch": torch}
    if args.list:
        for c in commands:
            if c.key in skip:
                how = f"skip unless present ({NEEDS[skip[c.key]['needs']]})"
            elif c.key in short:
                how = f"short: {short[c.key]['run']}"
            else:
                how = "run"
            print(f"{c.where:24} {how:40.40}  {c.shown}")
        return 0

    logs = pathlib.Path(args.logs or root / "build" / "check-docs")
    shutil.rmtree(logs, ignore_errors=True)
    logs.mkdir(parents=True)
    selected = [c for c in commands if not args.only or re.search(args.only, c.text)]
    failures, counts, before = [], {"ran": 0, "short": 0, "skipped": 0}, tree_state(root)
    started = time.monotonic()
    for block in sorted({c.block for c in selected}):
        work = pathlib.Path(tempfile.mkdtemp(prefix="mpt-check-docs-"))
        for entry in root.iterdir():
            if entry.name != ".git":
                (work / entry.name).symlink_to(entry)
        block_failed = False
        for c in (c for c in selected if c.block == block):
            label = f"{c.where:24} {c.shown}"
            if c.key in skip:
                needs = skip[c.key]["needs"]
                if not present[needs]:
                    counts["skipped"] += 1
                    print(f"SKIP {label}\n       {NEEDS[needs]}: {skip[c.key]['why']}")
                    continue
            if block_failed:
                print(f"---- {label} (not run: an earlier command of its block failed)")
                failures.append(c)
                continue
            text = c.text
            if c.key in short:
                text = short[c.key]["run"]
                counts["short"] += 1
            counts["ran"] += 1
            log = logs / f"{len(os.listdir(logs)):03d}.log"
            inputs, outputs = named_files(text)
            inputs, outputs = expand(inputs, work), expand(outputs, work)
            missing = [i for i in inputs if not (work / i).exists()]
            if missing:
                failures.append(c)
                block_failed = True
                print(f"FAIL {label}\n       missing before it ran: {', '.join(missing)}")
                continue
            timeout = int(short.get(c.key, {}).get("timeout", 1800))
            begin = time.monotonic()
            status = run_command(text, work, log, timeout)
            seconds = time.monotonic() - begin
            absent = [o for o in outputs if not (work / o).exists()]
            if status == 0 and not absent:
                shown = f"   as: {text}" if c.key in short else ""
                print(f"ok   {label}  [{seconds:.0f} s]{shown}")
                continue
            failures.append(c)
            block_failed = True
            why = f"exit status {status}" if status else f"did not write {', '.join(absent)}"
            print(f"FAIL {label}  [{seconds:.0f} s]\n       {why}; log {log}:\n{tail(log)}")
        shutil.rmtree(work, ignore_errors=True)
        after = tree_state(root)
        if before is not None and after != before:
            first = next(c for c in selected if c.block == block)
            changed = sorted(set(after.splitlines()) ^ set(before.splitlines()))
            print(f"FAIL the commands of the block at {first.where} changed the source tree:\n"
                  + "\n".join(f"    {line}" for line in changed[:10]))
            failures.append(first)
            before = after
    minutes = (time.monotonic() - started) / 60
    print(f"check-docs: {counts['ran']} commands ran ({counts['short']} in a short mode), "
          f"{counts['skipped']} skipped, {len(failures)} failed, {minutes:.1f} min"
          f"{'' if gpu else '; no GPU here'}{'' if torch else '; no torch environment'}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
