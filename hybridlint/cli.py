"""``hybridlint`` command line: ``check``, ``rule``, ``verify``, ``export-onnx``, ``server``,
``--version``.

Exit codes (ruff's): 0 nothing found, 1 findings remain (or ``--diff`` has
changes), 2 usage, configuration or internal error.  Only error-severity
findings count by default (``--fail-on warning|info`` lowers the bar), so an
info-level note never fails a commit.
"""
from __future__ import annotations

import argparse
import io
import os
import sys
from pathlib import Path
from typing import Sequence, TextIO

from .dataclass_code import cached as cached_dataclass_code
from .regex_code import cached as cached_regex_code
from .startup_gc import loading_modules

EXIT_CLEAN, EXIT_FINDINGS, EXIT_ERROR = 0, 1, 2
# reporters.FORMATS, restated so that parsing arguments does not import the rules (a test keeps them equal)
OUTPUT_FORMATS = ("full", "concise", "json", "json-lines", "sarif", "github", "gitlab", "junit", "pylint")
# config.ARRAY_MODES, restated for the same reason (a test keeps them equal)
ARRAY_MODES = ("auto", "numpy", "legacy")
SEVERITY_RANK = {"error": 0, "warning": 1, "info": 2}


def tool_version() -> str:
    try:
        from importlib.metadata import version

        return version("hybridlint")
    except Exception:
        return "unknown"


def build_parser(check_only: bool = False) -> argparse.ArgumentParser:
    """The command line's parser; ``check_only``: with the ``check`` command's alone, for a command
    line that starts with ``check`` (argparse hands everything after it to that command's parser,
    and the top level then prints at most its usage line, which names no command)."""
    parser = argparse.ArgumentParser(prog="hybridlint", description="Find non-hybridizable MXNet Gluon code.")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    check = sub.add_parser("check", help="check files and directories (default: .)")
    check.add_argument("paths", nargs="*", metavar="PATH", help="files or directories (default: .)")
    check.add_argument("--select", action="append", metavar="CODES",
                       help="comma-separated codes or prefixes to enable (replaces the config's select); ALL for all")
    check.add_argument("--extend-select", action="append", metavar="CODES", help="codes or prefixes to add")
    check.add_argument("--ignore", action="append", metavar="CODES", help="codes or prefixes to disable")
    check.add_argument("--output-format", choices=OUTPUT_FORMATS, default=None,
                       help="how to print findings (default: $HYBRIDLINT_OUTPUT_FORMAT or full)")
    check.add_argument("--output-file", "-o", metavar="PATH",
                       help="write the report to PATH instead of standard output")
    check.add_argument("--show-source", dest="show_source", action="store_true", default=None,
                       help="show the source line with a caret under each finding (full format)")
    check.add_argument("--no-show-source", dest="show_source", action="store_false")
    check.add_argument("--statistics", action="store_true", help="print the number of findings per rule")
    check.add_argument("--exit-zero", action="store_true", help="exit 0 even when there are findings")
    check.add_argument("--fail-on", choices=("error", "warning", "info"), default="error",
                       help="the least severe finding that makes the exit status 1 (default: error)")
    check.add_argument("--exit-non-zero-on-fix", action="store_true",
                       help="exit 1 when fixes were applied, even if no finding remains")
    check.add_argument("--no-cache", action="store_true", help="do not read or write the cache")
    check.add_argument("--cache-dir", metavar="DIR", help="cache directory (default: .hybridlint_cache)")
    check.add_argument("--force-exclude", dest="force_exclude", action="store_true", default=None,
                       help="apply excludes and .gitignore to paths named on the command line too (pre-commit)")
    check.add_argument("--no-force-exclude", dest="force_exclude", action="store_false")
    check.add_argument("--config", metavar="PATH",
                       help="the configuration file for every path (default: each file's closest "
                            ".hybridlint.toml, hybridlint.toml or pyproject.toml with [tool.hybridlint])")
    check.add_argument("--show-settings", action="store_true",
                       help="print the configuration that checks each PATH, and exit")
    check.add_argument("--jobs", "-j", type=int, metavar="N", help="worker processes (default: CPUs)")
    check.add_argument("--array-mode", choices=ARRAY_MODES, default=None,
                       help="numpy: the project runs MXNet's numpy mode (another module calls npx.set_np()), "
                            "read every file so unless it calls npx.reset_np(); auto/legacy: each file by its "
                            "own markers (default: the configuration's array-mode, else auto)")
    check.add_argument("--quiet", "-q", action="store_true", help="print findings only, no summary")
    check.add_argument("--fix", dest="fix", action="store_true", default=False,
                       help="apply the safe fixes and rewrite the files")
    check.add_argument("--no-fix", dest="fix", action="store_false",
                       help="do not fix (cancels an earlier --fix)")
    check.add_argument("--fix-only", action="store_true",
                       help="apply fixes (as --fix) and do not report the findings that remain")
    check.add_argument("--add-noqa", action="store_true",
                       help="append `# noqa: CODE` to every line with a finding, so that it passes from now on")
    check.add_argument("--unsafe-fixes", action="store_true",
                       help="with --fix/--diff, also apply the fixes marked unsafe")
    check.add_argument("--diff", action="store_true", help="print the fixes as a diff instead of writing them")
    check.add_argument("--show-fixes", action="store_true", help="with --fix, list every fix applied")
    check.add_argument("--verify", action="store_true",
                       help="with --fix or --diff: run each changed block before and after its fixes (eagerly, "
                            "then the fixed one hybridized) and keep a file's fixes only when the outputs agree; "
                            "input shapes come from [[tool.hybridlint.verify]] entries")
    check.add_argument("--infer-shapes", action="store_true",
                       help="run each [[tool.hybridlint.verify]] block eagerly once and use what its names held "
                            "(tensor, list, scalar; shapes) where the static analysis cannot tell (loads the "
                            "runtime; the results are cached with the observations)")
    check.add_argument("--stdin-filename", metavar="PATH",
                       help="with PATH `-`: the file name standard input stands for (config, per-file-ignores, "
                            "excludes with --force-exclude, notebook detection)")
    check.add_argument("--no-respect-gitignore", dest="respect_gitignore", action="store_false", default=None,
                       help="do not skip files listed in .gitignore")

    if check_only:
        # (building the other commands' parsers, verify's and export-onnx's many options, is
        # ~9 M of a one-file check's ~1.5 G instructions)
        return parser

    rule = sub.add_parser("rule", help="explain a rule (its documentation)")
    rule.add_argument("code", nargs="?", metavar="CODE", help="a code (HYB003) or a name (tensor-indexing)")
    rule.add_argument("--all", action="store_true", help="every rule")
    rule.add_argument("--output-format", choices=("text", "json"), default="text")

    sub.add_parser("server", help="run the Language Server over stdio (editors; needs `pip install "
                                  "'hybridlint[lsp]'`)")

    from .onnx_cli import add_parser as add_onnx_parser
    from .verify.cli import add_parser as add_verify_parser

    add_verify_parser(sub)
    add_onnx_parser(sub)
    return parser


def _err(stream: TextIO, message: str) -> None:
    stream.write(f"hybridlint: error: {message}\n")


def _shown(path) -> str:
    """A path for an error line: a name of thousands of characters is cut in the middle."""
    text = os.fsdecode(path) if isinstance(path, bytes) else str(path)
    return text if len(text) <= 200 else f"{text[:100]}...{text[-60:]}"


def _tolerant(stream: TextIO) -> TextIO:
    """A file name the terminal's encoding cannot show (`café.py` on an ASCII stdout, undecodable
    bytes as surrogates) is printed escaped, not turned into an internal error."""
    if getattr(stream, "errors", None) == "strict" and hasattr(stream, "reconfigure"):
        try:
            stream.reconfigure(errors="backslashreplace")
        except (ValueError, OSError):
            pass
    return stream


# False once a check has run to its end: entry() may then end the process without the
# interpreter's teardown
_TEARDOWN_NEEDED = True


def entry() -> None:
    """The console script and ``python -m hybridlint``: ``main()``, then the process ends.

    When a check has returned, everything it does is done (reports printed, files written, the
    cache saved, the pool's workers joined); what the interpreter's exit would still do is free
    every module and object one by one: ~50 ms after a corpus run with libcst and the analysis
    loaded, paid by every run and waited for by no one. So after flushing the output the
    process ends at once (``os._exit``), as mypy does; any other command, or an output that
    cannot be flushed, exits the ordinary way.
    """
    status = main()
    if not _TEARDOWN_NEEDED:
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        except (OSError, ValueError):
            pass            # (the ordinary exit below reports or hides it as before)
        else:
            os._exit(status)
    sys.exit(status)


def main(argv: Sequence[str] | None = None, stdout: TextIO | None = None, stderr: TextIO | None = None) -> int:
    global _TEARDOWN_NEEDED
    _TEARDOWN_NEEDED = True     # (until this call's check has returned)
    stdout = stdout or _tolerant(sys.stdout)
    stderr = stderr or _tolerant(sys.stderr)
    args_list = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser(check_only=args_list[:1] == ["check"])
    try:
        old_out, old_err = sys.stdout, sys.stderr
        sys.stdout, sys.stderr = stdout, stderr   # argparse prints help/usage there
        try:
            args, extra = parser.parse_known_args(args_list)
            if extra and isinstance(getattr(args, "paths", None), list) \
                    and not any(e.startswith("-") and e != "-" for e in extra):
                # argparse fills `paths` once: `check a.py --no-cache b.py` leaves b.py over
                args.paths.extend(extra)
            elif extra:
                parser.error(f"unrecognized arguments: {' '.join(extra)}")
        finally:
            sys.stdout, sys.stderr = old_out, old_err
    except SystemExit as exc:
        return EXIT_CLEAN if exc.code in (0, None) else EXIT_ERROR
    if args.version:
        stdout.write(f"hybridlint {tool_version()}\n")
        return EXIT_CLEAN
    if args.command is None:
        parser.print_help(stderr)
        return EXIT_ERROR
    try:
        if args.command == "rule":
            return _rule(args, stdout, stderr)
        if args.command == "server":
            try:
                # imported here: pygls is an optional extra, and only the server needs it
                from .server import main as serve
            except ImportError as exc:
                _err(stderr, str(exc))
                return EXIT_ERROR
            return serve(tool_version())
        if args.command == "verify":
            # imported here: verification loads numpy and the runtime, checking never does
            from .verify.command import run_verify

            return run_verify(args, stdout, stderr)
        if args.command == "export-onnx":
            from .onnx_cli import run as run_export

            return run_export(args, stdout, stderr)
        # hybridlint's own ~30 dataclasses, built as the run imports the engine, rules and fixers,
        # take their generated methods from the code cache (~15 ms of a one-file run's ~0.3 s)
        # and the regular expressions the run compiles (its modules', libcst's, a class name's)
        # their programs from the regex cache (~60 M of a one-file run's ~1.55 G instructions)
        with cached_dataclass_code("hybridlint", __file__, ("hybridlint.",)), \
                cached_regex_code("hybridlint", __file__):
            status = _check(args, stdout, stderr)
        # --verify and --infer-shapes run the user's code on the runtime, which may leave exit
        # handlers (temporary directories) that must run
        _TEARDOWN_NEEDED = bool(args.verify or args.infer_shapes)
        return status
    except KeyboardInterrupt:
        _err(stderr, "interrupted")
        return 130
    except BrokenPipeError:
        # `hybridlint check | head`: stop quietly, and keep Python from complaining at exit.
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        except (OSError, ValueError, AttributeError):
            pass
        return EXIT_FINDINGS
    except OSError as exc:
        # the file system refused a path (a name too long, too many links, permissions) where
        # no caller handled it: a usage problem named with its path, not a hybridlint bug
        where = f"{_shown(exc.filename)}: " if exc.filename is not None else ""
        _err(stderr, f"{where}{exc.strerror or exc}")
        return EXIT_ERROR
    except Exception as exc:  # last resort: one clear line, never a traceback
        _err(stderr, f"internal error: {type(exc).__name__}: {exc} (please report this; "
                     "set HYBRIDLINT_TRACEBACK=1 to see where)")
        if os.environ.get("HYBRIDLINT_TRACEBACK"):
            import traceback

            traceback.print_exc(file=stderr)
        return EXIT_ERROR


# --- rule ---------------------------------------------------------------------------------------

def _rule(args, stdout: TextIO, stderr: TextIO) -> int:
    from .ruledocs import documented_rules, find_rule, rule_doc

    if args.all:
        rules = documented_rules()
    elif args.code:
        rule = find_rule(args.code)
        if rule is None:
            known = ", ".join(f"{r.code} ({r.name})" for r in documented_rules())
            _err(stderr, f"unknown rule `{args.code}`; known rules: {known}")
            return EXIT_ERROR
        rules = [rule]
    else:
        _err(stderr, "give a rule code or name (e.g. `hybridlint rule HYB001`) or --all")
        return EXIT_ERROR
    if args.output_format == "json":
        import json

        stdout.write(json.dumps([{"code": r.code, "name": r.name, "severity": r.severity, "fix": r.fix,
                                  "message": r.message, "doc": rule_doc(r)} for r in rules], indent=2) + "\n")
    else:
        stdout.write("\n\n".join(rule_doc(r).rstrip("\n") for r in rules) + "\n")
    return EXIT_CLEAN


# --- check --------------------------------------------------------------------------------------

def _use_color(stream: TextIO) -> bool:
    """Colour on a terminal; NO_COLOR (no-color.org) turns it off, FORCE_COLOR on."""
    if os.environ.get("FORCE_COLOR"):
        return True
    if os.environ.get("NO_COLOR") or os.environ.get("TERM") == "dumb":
        return False
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def _check(args, stdout: TextIO, stderr: TextIO) -> int:
    if args.fix_only:
        args.fix = True
    conflicting = [flag for flag, on in (("--fix", args.fix), ("--diff", args.diff)) if on]
    if args.add_noqa and conflicting:
        _err(stderr, f"--add-noqa cannot be combined with {' or '.join(conflicting)}: fix first, then add "
                     "`# noqa` to what is left")
        return EXIT_ERROR
    if not args.output_file:
        return _check_to(args, stdout, stdout, stderr)
    target = Path(args.output_file)
    if target.suffix in (".py", ".pyi", ".ipynb") and target.exists():
        # `-o net.py` is a slip of the fingers, and the report would replace the source
        _err(stderr, f"--output-file {_shown(args.output_file)}: refusing to write the report over a "
                     "Python source file; name a report file such as hybridlint.txt")
        return EXIT_ERROR
    # the report is written once the run is over: a run that fails early leaves an earlier
    # report file as it was
    report = io.StringIO()
    code = _check_to(args, stdout, report, stderr)
    if code == EXIT_ERROR and not report.getvalue():
        return code
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        with open(target, "w", encoding="utf-8", newline="") as out:
            out.write(report.getvalue())
    except OSError as exc:
        _err(stderr, f"--output-file {_shown(args.output_file)}: {exc.strerror or exc}")
        return EXIT_ERROR
    return code


def _check_to(args, stdout: TextIO, report: TextIO, stderr: TextIO) -> int:
    """``check``, its report written to ``report`` (``stdout`` keeps what is not the report: the
    fixed source of standard input)."""
    with loading_modules():     # (startup_gc.py)
        from .config import ConfigError, Configs, split_codes
        from .noqa import UNUSED_NOQA
        from .analysis import load_engine
        from .run_settings import Settings
        from .runner import run

    cwd = Path(os.getcwd())
    paths = args.paths or ["."]
    if args.jobs is not None and args.jobs < 1:
        _err(stderr, "--jobs must be at least 1")
        return EXIT_ERROR
    output_format = args.output_format or os.environ.get("HYBRIDLINT_OUTPUT_FORMAT") or "full"
    if output_format not in OUTPUT_FORMATS:
        _err(stderr, f"HYBRIDLINT_OUTPUT_FORMAT={output_format!r} is not one of {', '.join(OUTPUT_FORMATS)}")
        return EXIT_ERROR
    color = not args.output_file and output_format in ("full", "concise") and _use_color(report)
    use_stdin = paths == ["-"]
    if "-" in paths and not use_stdin:
        _err(stderr, "`-` (standard input) cannot be mixed with other paths")
        return EXIT_ERROR
    if args.stdin_filename and not use_stdin:
        use_stdin, paths = True, ["-"]
    if args.stdin_filename and (args.stdin_filename.endswith(("/", os.sep))
                                or Path(args.stdin_filename).name in ("", ".", "..")):
        _err(stderr, f"--stdin-filename {_shown(args.stdin_filename)!r} names a directory; give the "
                     "file standard input stands for, e.g. --stdin-filename pkg/module.py")
        return EXIT_ERROR
    stdin_path = Path(args.stdin_filename) if args.stdin_filename else Path("-")
    if not stdin_path.is_absolute():
        stdin_path = cwd / stdin_path
    try:
        engine = load_engine()
        configs = Configs([str(stdin_path.parent)] if use_stdin else paths, args.config, cwd,
                          [*engine.codes, UNUSED_NOQA],
                          split_codes(args.select), split_codes(args.extend_select) or [],
                          split_codes(args.ignore) or [])
        config = configs.project
        enabled = configs.enabled(config)
        if args.show_settings:
            return _show_settings(configs, paths, report)
    except ConfigError as exc:
        _err(stderr, str(exc))
        return EXIT_ERROR

    verifier = None
    if args.verify:
        if not (args.fix or args.diff):
            _err(stderr, "--verify checks fixes: use it with --fix (or --diff)")
            return EXIT_ERROR
        # imported here: verification loads numpy and the runtime, checking never does
        from .verify.fix_check import make_verifier
        from .verify.spec import UsageError

        try:
            verifier = make_verifier(config.path, cwd)
        except UsageError as exc:
            _err(stderr, str(exc))
            return EXIT_ERROR
    facts = None
    if args.infer_shapes:
        # imported here: observing runs the user's blocks on the runtime, checking never does
        from .verify.observe import observe_project
        from .verify.spec import UsageError

        try:
            facts = observe_project(config.path, cwd)
        except UsageError as exc:
            _err(stderr, str(exc))
            return EXIT_ERROR
        for note in facts.notes:
            stderr.write(f"hybridlint: --infer-shapes: not observed: {note}\n")
    force_exclude = config.force_exclude if args.force_exclude is None else args.force_exclude
    respect_gitignore = config.respect_gitignore if args.respect_gitignore is None else args.respect_gitignore
    if use_stdin:
        try:
            file_config = configs.for_path(stdin_path)
            file_rules = (configs.enabled(file_config), file_config.all_per_file_ignores())
        except ConfigError as exc:
            _err(stderr, str(exc))
            return EXIT_ERROR
        return _check_stdin(args, file_config, engine, file_rules, stdin_path, force_exclude, respect_gitignore,
                            output_format, cwd, stdout, stderr, verifier, report)
    try:
        found = _discover(configs, paths, args, cwd)
        # (one configuration look-up a file: each stats the path to tell a file from a directory)
        rules_of, modes = {}, {}
        for file in found.files:
            c = configs.for_path(file)
            rules_of[file] = (configs.enabled(c), c.all_per_file_ignores())
            modes[file] = args.array_mode or c.array_mode
    except ConfigError as exc:
        _err(stderr, str(exc))
        return EXIT_ERROR
    if not found.files and not found.problems and not args.quiet and not force_exclude:
        stderr.write("hybridlint: warning: no Python files or notebooks found under the given paths\n")

    settings = Settings(enabled=enabled, root=config.root, per_file_ignores=config.per_file_ignores,
                        jobs=args.jobs or config.jobs, fix=args.fix or args.diff, unsafe_fixes=args.unsafe_fixes,
                        diff=args.diff, cache=_open_cache(args, config, stderr), cwd=cwd, verifier=verifier,
                        add_noqa=args.add_noqa, config_for=rules_of.__getitem__, facts=facts,
                        array_mode_for=modes.__getitem__)
    from .loading import display_path

    problems = [(display_path(Path(p.path), cwd), p.message) for p in found.problems]
    result = run(found.files, settings, engine, extra_problems=problems)

    _report_fix_problems(result, args, stderr)
    if args.diff:
        return _report_diff(result, args, report)
    if args.add_noqa:
        added = sum(o.noqa_added for o in result.outcomes)
        if not args.quiet:
            report.write(f"Added {added} noqa directive{'s' if added != 1 else ''}.\n")
        return EXIT_ERROR if result.internal_errors else EXIT_CLEAN
    # a rule enabled only by a sub-directory's configuration is described too
    described = enabled.union(*(codes for codes, _ in rules_of.values()))
    _write_report(result, args, output_format, _rules_for_report(engine, described, output_format, args),
                  config.root, report, stderr, color)
    if args.fix and result.diagnostics and not any(d.fix for d in result.diagnostics) and not result.fixed:
        if not args.quiet and not args.fix_only:
            stderr.write("hybridlint: none of these findings has an automatic fix yet; "
                         "change the code by hand (see `hybridlint rule CODE`)\n")
    return _exit_status(result, args)


def _rules_for_report(engine, enabled: set[str], output_format: str, args) -> dict:
    """code -> rule, for the formats that describe rules; importing every rule costs start-up time."""
    if output_format not in ("json", "json-lines", "sarif") and not args.statistics:
        return {}
    from .ruledocs import RUNNER_RULES

    return {rule.code: rule for rule in [*engine.rules, *RUNNER_RULES] if rule.code in enabled}


def _write_report(result, args, output_format: str, rules: dict, root: Path, report: TextIO, stderr: TextIO,
                  color: bool) -> None:
    from . import reporters

    show_source = args.show_source if args.show_source is not None else True
    human = output_format in ("full", "concise")
    if args.fix_only:
        # ruff's --fix-only: what was fixed, not what is left
        if args.show_fixes and result.fixed:
            report.write("Fixed:\n" + "".join(f"  {m}\n" for o in result.outcomes for m in o.fix_messages))
        if not args.quiet and human:
            total = result.fixed
            report.write(f"Fixed {total} error{'s' if total != 1 else ''}.\n" if total else "No errors fixed.\n")
        return
    if args.statistics and output_format in ("full", "concise", "json"):
        # As in ruff: --statistics replaces the list of findings by a count per rule.
        report.write(reporters.format_statistics(result.outcomes, rules, args.unsafe_fixes,
                                                 as_json=output_format == "json"))
    else:
        report.write(reporters.REPORTERS[output_format](
            result.outcomes, rules, unsafe_fixes=args.unsafe_fixes, show_source=show_source, color=color,
            version=tool_version() if output_format == "sarif" else "", root=root))
        if args.statistics:
            stderr.write(reporters.format_statistics(result.outcomes, rules, args.unsafe_fixes))
    if args.show_fixes and result.fixed:
        stream = report if human else stderr
        stream.write("\nFixed:\n" + "".join(f"  {m}\n" for o in result.outcomes for m in o.fix_messages))
    if human and not args.quiet:
        report.write(reporters.summary(result.outcomes, result.fixed, args.unsafe_fixes, fixing=args.fix))


def _exit_status(result, args) -> int:
    """2 on an internal error; 1 when a finding at least as severe as --fail-on remains (or, with
    --exit-non-zero-on-fix, when something was fixed); else 0."""
    if result.internal_errors:
        return EXIT_ERROR
    if args.exit_zero:
        return EXIT_CLEAN
    if args.exit_non_zero_on_fix and result.fixed:
        return EXIT_FINDINGS
    if args.fix_only:
        return EXIT_CLEAN
    bar = SEVERITY_RANK[args.fail_on]
    failing = [d for d in result.diagnostics if SEVERITY_RANK.get(d.severity, 0) <= bar]
    return EXIT_FINDINGS if failing else EXIT_CLEAN


def _report_fix_problems(result, args, stderr: TextIO) -> None:
    """Fixes refused or rolled back (errors), then what --verify found about the fixes kept."""
    for outcome in result.outcomes:
        for message in outcome.fix_errors:
            _err(stderr, message)
    if not args.quiet:
        for outcome in result.outcomes:
            for note in outcome.verify_notes:
                stderr.write(f"hybridlint: {note}\n")


def _discover(configs, paths: Sequence[str], args, cwd: Path):
    """Files under ``paths``, each path walked with the excludes of the configuration that governs it."""
    from .discovery import Discovery, discover

    groups: dict[int, tuple[object, list[str]]] = {}
    for raw in paths:
        config = configs.for_path(Path(raw) if Path(raw).is_absolute() else cwd / raw)
        groups.setdefault(id(config), (config, []))[1].append(raw)
    found = Discovery()
    seen: set[Path] = set()
    for config, group in groups.values():
        respect_gitignore = config.respect_gitignore if args.respect_gitignore is None else args.respect_gitignore
        force_exclude = config.force_exclude if args.force_exclude is None else args.force_exclude
        part = discover(group, config.root, config.all_excludes, respect_gitignore, force_exclude, cwd)
        found.files.extend(f for f in part.files if f not in seen and not seen.add(f))
        found.problems.extend(part.problems)
    return found


def _show_settings(configs, paths: Sequence[str], stdout: TextIO) -> int:
    """``check --show-settings FILE``: the configuration that checks each path, and where it came from."""
    for raw in paths:
        config = configs.for_path(Path(raw))
        chain = " extends ".join(str(c.path) for c in reversed(config.chain) if c.path) or "(defaults: none found)"
        ignores = config.all_per_file_ignores()
        lines = [
            f"Settings for {raw}:",
            f"  config file: {chain}",
            f"  root: {config.root}",
            f"  enabled rules: {', '.join(sorted(configs.enabled(config))) or '(none)'}",
            "  per-file-ignores: " + ("; ".join(f"{glob} (in {root}) = {', '.join(codes)}"
                                               for root, glob, codes in ignores) or "(none)"),
            f"  exclude: {', '.join(config.all_excludes)}",
            f"  respect-gitignore: {str(config.respect_gitignore).lower()}",
            f"  force-exclude: {str(config.force_exclude).lower()}",
            f"  jobs: {config.jobs or 'all CPUs'}",
            f"  array-mode: {config.array_mode}",
            f"  cache-dir: {configs.project.resolved_cache_dir()}",
        ]
        stdout.write("\n".join(lines) + "\n")
    return EXIT_CLEAN


def _check_stdin(args, config, engine, file_rules, stdin_path: Path, force_exclude: bool, respect_gitignore: bool,
                 output_format: str, cwd: Path, stdout: TextIO, stderr: TextIO, verifier=None,
                 report: TextIO | None = None) -> int:
    """``hybridlint check - --stdin-filename PATH`` (editors): source in, findings (or fixed source) out.

    With --fix (or --add-noqa) the changed source goes to stdout and the remaining
    findings to stderr (or --output-file), so an editor can replace its buffer with stdout.
    """
    from .discovery import FileFinder
    from .run_settings import Settings
    from .runner import run

    report = report or stdout
    data = sys.stdin.buffer.read() if hasattr(sys.stdin, "buffer") else sys.stdin.read().encode("utf-8")
    rewrites = args.fix or args.add_noqa
    if force_exclude and args.stdin_filename:
        finder = FileFinder(config.root, config.all_excludes, respect_gitignore)
        if finder.is_excluded_with_ancestors(stdin_path):
            if rewrites:
                _write_bytes(stdout, data)
            return EXIT_CLEAN
    enabled = file_rules[0]
    settings = Settings(enabled=enabled, root=config.root, jobs=1, fix=args.fix or args.diff,
                        unsafe_fixes=args.unsafe_fixes, diff=args.diff, cache=None, cwd=cwd, verifier=verifier,
                        add_noqa=args.add_noqa, config_for=lambda _path: file_rules,
                        array_mode_for=lambda _path: args.array_mode or config.array_mode)
    result = run([], settings, engine, stdin=(stdin_path, data))
    _report_fix_problems(result, args, stderr)
    if args.diff:
        return _report_diff(result, args, report)
    if rewrites:
        fixed = next((o.fixed_output for o in result.outcomes if o.fixed_output is not None), None)
        _write_bytes(stdout, data if fixed is None else fixed)
    if args.add_noqa:
        return EXIT_ERROR if result.internal_errors else EXIT_CLEAN
    report_stream = stderr if args.fix and report is stdout else report
    _write_report(result, args, output_format, _rules_for_report(engine, file_rules[0], output_format, args),
                  config.root, report_stream, stderr, color=False)
    return _exit_status(result, args)


def _write_bytes(stream: TextIO, data: bytes) -> None:
    buffer = getattr(stream, "buffer", None)
    if buffer is not None:
        stream.flush()
        buffer.write(data)
        buffer.flush()
    else:
        stream.write(data.decode("utf-8", "surrogateescape"))


def _report_diff(result, args, stdout: TextIO) -> int:
    diffs = [outcome.diff for outcome in result.outcomes if outcome.diff]
    stdout.write("".join(diffs))
    if not args.quiet:
        total = result.fixed
        stdout.write(f"Would fix {total} error{'s' if total != 1 else ''}.\n" if total
                     else "No errors would be fixed.\n")
    if result.internal_errors:
        return EXIT_ERROR
    return EXIT_FINDINGS if diffs and not args.exit_zero else EXIT_CLEAN


def _open_cache(args, config, stderr: TextIO):
    from .cache import Cache
    from .discovery import within

    if args.no_cache:
        return None
    # the project's files choose the directory (a `cache-dir` option, the default name, which
    # a checkout may hold as a symlink): it must stay inside the project, or a cloned repository
    # could make hybridlint write elsewhere.  A directory the user names is theirs to choose.
    chosen_by_project = False
    if args.cache_dir:
        directory = Path(args.cache_dir)
    elif os.environ.get("HYBRIDLINT_NO_CACHE") == "1" or os.environ.get("HYBRIDLINT_NO_CACHE_IN_TESTS") == "1":
        return None
    elif config.cache_dir is not None:
        directory, chosen_by_project = config.cache_dir, True
    elif os.environ.get("HYBRIDLINT_CACHE_DIR"):
        directory = Path(os.environ["HYBRIDLINT_CACHE_DIR"])
    else:
        directory, chosen_by_project = config.resolved_cache_dir(), True
    directory = directory.absolute()
    if chosen_by_project:
        real, root = Path(os.path.realpath(directory)), Path(os.path.realpath(config.root))
        if not within(real, root):
            stderr.write(f"hybridlint: warning: the cache directory {directory} leads to {real}, "
                         f"outside the project ({root}); running without a cache (name a directory "
                         "with --cache-dir to use one there)\n")
            return None
    return Cache(directory)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
