"""``hybridlint`` command line: ``check``, ``rule``, ``verify``, ``--version``.

Exit codes (ruff's): 0 nothing found, 1 findings remain (or ``--diff`` has
changes), 2 usage, configuration or internal error.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Sequence, TextIO

EXIT_CLEAN, EXIT_FINDINGS, EXIT_ERROR = 0, 1, 2


def tool_version() -> str:
    try:
        from importlib.metadata import version

        return version("hybridlint")
    except Exception:
        return "unknown"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="hybridlint", description="Find non-hybridizable MXNet Gluon code.")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    check = sub.add_parser("check", help="check files and directories (default: .)")
    check.add_argument("paths", nargs="*", metavar="PATH", help="files or directories (default: .)")
    check.add_argument("--select", action="append", metavar="CODES",
                       help="comma-separated codes or prefixes to enable (replaces the config's select); ALL for all")
    check.add_argument("--extend-select", action="append", metavar="CODES", help="codes or prefixes to add")
    check.add_argument("--ignore", action="append", metavar="CODES", help="codes or prefixes to disable")
    check.add_argument("--output-format", choices=("full", "concise", "json", "sarif", "github"), default=None,
                       help="how to print findings (default: $HYBRIDLINT_OUTPUT_FORMAT or full)")
    check.add_argument("--show-source", dest="show_source", action="store_true", default=None,
                       help="show the source line with a caret under each finding (full format)")
    check.add_argument("--no-show-source", dest="show_source", action="store_false")
    check.add_argument("--statistics", action="store_true", help="print the number of findings per rule")
    check.add_argument("--exit-zero", action="store_true", help="exit 0 even when there are findings")
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
    check.add_argument("--quiet", "-q", action="store_true", help="print findings only, no summary")
    check.add_argument("--fix", dest="fix", action="store_true", default=False,
                       help="apply the safe fixes and rewrite the files")
    check.add_argument("--no-fix", dest="fix", action="store_false",
                       help="do not fix (cancels an earlier --fix)")
    check.add_argument("--unsafe-fixes", action="store_true",
                       help="with --fix/--diff, also apply the fixes marked unsafe")
    check.add_argument("--diff", action="store_true", help="print the fixes as a diff instead of writing them")
    check.add_argument("--show-fixes", action="store_true", help="with --fix, list every fix applied")
    check.add_argument("--verify", action="store_true",
                       help="with --fix or --diff: run each changed block before and after its fixes (eagerly, "
                            "then the fixed one hybridized) and keep a file's fixes only when the outputs agree; "
                            "input shapes come from [[tool.hybridlint.verify]] entries")
    check.add_argument("--stdin-filename", metavar="PATH",
                       help="with PATH `-`: the file name standard input stands for (config, per-file-ignores, "
                            "excludes with --force-exclude, notebook detection)")
    check.add_argument("--no-respect-gitignore", dest="respect_gitignore", action="store_false", default=None,
                       help="do not skip files listed in .gitignore")

    rule = sub.add_parser("rule", help="explain a rule (its documentation)")
    rule.add_argument("code", nargs="?", metavar="CODE")
    rule.add_argument("--all", action="store_true", help="every rule")
    rule.add_argument("--output-format", choices=("text", "json"), default="text")

    from .verify_cli import add_parser as add_verify_parser

    add_verify_parser(sub)
    return parser


def _err(stream: TextIO, message: str) -> None:
    stream.write(f"hybridlint: error: {message}\n")


def _tolerant(stream: TextIO) -> TextIO:
    """A file name the terminal's encoding cannot show (`café.py` on an ASCII stdout, undecodable
    bytes as surrogates) is printed escaped, not turned into an internal error."""
    if getattr(stream, "errors", None) == "strict" and hasattr(stream, "reconfigure"):
        try:
            stream.reconfigure(errors="backslashreplace")
        except (ValueError, OSError):
            pass
    return stream


def main(argv: Sequence[str] | None = None, stdout: TextIO | None = None, stderr: TextIO | None = None) -> int:
    stdout = stdout or _tolerant(sys.stdout)
    stderr = stderr or _tolerant(sys.stderr)
    parser = build_parser()
    args_list = list(sys.argv[1:] if argv is None else argv)
    try:
        old_out, old_err = sys.stdout, sys.stderr
        sys.stdout, sys.stderr = stdout, stderr   # argparse prints help/usage there
        try:
            args = parser.parse_args(args_list)
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
        if args.command == "verify":
            # imported here: verification loads numpy and the runtime, checking never does
            from .verify import run_verify

            return run_verify(args, stdout, stderr)
        return _check(args, stdout, stderr)
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
    except Exception as exc:  # last resort: one clear line, never a traceback
        _err(stderr, f"internal error: {type(exc).__name__}: {exc} (please report this; "
                     "set HYBRIDLINT_TRACEBACK=1 to see where)")
        if os.environ.get("HYBRIDLINT_TRACEBACK"):
            import traceback

            traceback.print_exc(file=stderr)
        return EXIT_ERROR


# --- rule ---------------------------------------------------------------------------------------

def _rule(args, stdout: TextIO, stderr: TextIO) -> int:
    from .runner import load_engine

    engine = load_engine()
    if args.all:
        rules = engine.rules
    elif args.code:
        code = args.code.strip().upper()
        if code == "HYB000":
            from .reporters import ParseErrorRule

            rule = ParseErrorRule
        else:
            rule = engine.rule(code)
        if rule is None:
            _err(stderr, f"unknown rule `{args.code}`; known rules: {', '.join(engine.codes)}")
            return EXIT_ERROR
        rules = [rule]
    else:
        _err(stderr, "give a rule code (e.g. `hybridlint rule HYB001`) or --all")
        return EXIT_ERROR
    from .ruledocs import rule_doc

    if args.output_format == "json":
        import json

        stdout.write(json.dumps([{"code": r.code, "name": r.name, "severity": r.severity, "fix": r.fix,
                                  "message": r.message, "doc": rule_doc(r)} for r in rules], indent=2) + "\n")
    else:
        stdout.write("\n\n".join(rule_doc(r).rstrip("\n") for r in rules) + "\n")
    return EXIT_CLEAN


# --- check --------------------------------------------------------------------------------------

def _check(args, stdout: TextIO, stderr: TextIO) -> int:
    from .config import ConfigError, Configs, split_codes
    from .runner import Settings, load_engine, run

    cwd = Path(os.getcwd())
    paths = args.paths or ["."]
    if args.jobs is not None and args.jobs < 1:
        _err(stderr, "--jobs must be at least 1")
        return EXIT_ERROR
    output_format = args.output_format or os.environ.get("HYBRIDLINT_OUTPUT_FORMAT") or "full"
    if output_format not in ("full", "concise", "json", "sarif", "github"):
        _err(stderr, f"HYBRIDLINT_OUTPUT_FORMAT={output_format!r} is not one of full, concise, json, sarif, github")
        return EXIT_ERROR
    use_stdin = paths == ["-"]
    if "-" in paths and not use_stdin:
        _err(stderr, "`-` (standard input) cannot be mixed with other paths")
        return EXIT_ERROR
    if args.stdin_filename and not use_stdin:
        use_stdin, paths = True, ["-"]
    stdin_path = Path(args.stdin_filename) if args.stdin_filename else Path("-")
    if not stdin_path.is_absolute():
        stdin_path = cwd / stdin_path
    try:
        engine = load_engine()
        configs = Configs([str(stdin_path.parent)] if use_stdin else paths, args.config, cwd, engine.codes,
                          split_codes(args.select), split_codes(args.extend_select) or [],
                          split_codes(args.ignore) or [])
        config = configs.project
        enabled = configs.enabled(config)
        if args.show_settings:
            return _show_settings(configs, paths, stdout)
    except ConfigError as exc:
        _err(stderr, str(exc))
        return EXIT_ERROR

    verifier = None
    if args.verify:
        if not (args.fix or args.diff):
            _err(stderr, "--verify checks fixes: use it with --fix (or --diff)")
            return EXIT_ERROR
        # imported here: verification loads numpy and the runtime, checking never does
        from .fix_verify import make_verifier
        from .verify import UsageError

        try:
            verifier = make_verifier(config.path, cwd)
        except UsageError as exc:
            _err(stderr, str(exc))
            return EXIT_ERROR
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
                            output_format, cwd, stdout, stderr, verifier)
    try:
        found = _discover(configs, paths, args, cwd)
        rules_of = {file: (configs.enabled(c), c.all_per_file_ignores())
                    for file in found.files for c in [configs.for_path(file)]}
    except ConfigError as exc:
        _err(stderr, str(exc))
        return EXIT_ERROR
    if not found.files and not found.problems and not args.quiet and not force_exclude:
        stderr.write("hybridlint: warning: no Python files or notebooks found under the given paths\n")

    settings = Settings(enabled=enabled, root=config.root, per_file_ignores=config.per_file_ignores,
                        jobs=args.jobs or config.jobs, fix=args.fix or args.diff, unsafe_fixes=args.unsafe_fixes,
                        diff=args.diff, cache=_open_cache(args, config), cwd=cwd, verifier=verifier,
                        config_for=rules_of.__getitem__)
    from .runner import display_path

    problems = [(display_path(Path(p.path), cwd), p.message) for p in found.problems]
    result = run(found.files, settings, engine, extra_problems=problems)

    _report_fix_problems(result, args, stderr)
    # Rule documentation is needed only by some formats; importing every rule costs start-up time.
    needs_docs = output_format in ("json", "sarif") or args.statistics
    rules = {rule.code: rule for rule in engine.rules if rule.code in enabled} if needs_docs else {}
    if args.diff:
        return _report_diff(result, args, stdout)
    from . import reporters

    show_source = args.show_source if args.show_source is not None else True
    human = output_format in ("full", "concise")
    if args.statistics and output_format in ("full", "concise", "json"):
        # As in ruff: --statistics replaces the list of findings by a count per rule.
        stdout.write(reporters.format_statistics(result.outcomes, rules, args.unsafe_fixes,
                                                 as_json=output_format == "json"))
    else:
        stdout.write(reporters.REPORTERS[output_format](
            result.outcomes, rules, unsafe_fixes=args.unsafe_fixes, show_source=show_source,
            version=tool_version() if output_format == "sarif" else "", root=config.root))
        if args.statistics:
            stderr.write(reporters.format_statistics(result.outcomes, rules, args.unsafe_fixes))
    if args.show_fixes and result.fixed:
        stream = stdout if human else stderr
        stream.write("\nFixed:\n" + "".join(f"  {m}\n" for o in result.outcomes for m in o.fix_messages))
    if human and not args.quiet:
        stdout.write(reporters.summary(result.outcomes, result.fixed, args.unsafe_fixes, fixing=args.fix))
    if args.fix and result.diagnostics and not any(d.fix for d in result.diagnostics) and not result.fixed:
        if not args.quiet:
            stderr.write("hybridlint: none of these findings has an automatic fix yet; "
                         "change the code by hand (see `hybridlint rule CODE`)\n")
    if result.internal_errors:
        return EXIT_ERROR
    if result.diagnostics and not args.exit_zero:
        return EXIT_FINDINGS
    return EXIT_CLEAN


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
            f"  cache-dir: {configs.project.resolved_cache_dir()}",
        ]
        stdout.write("\n".join(lines) + "\n")
    return EXIT_CLEAN


def _check_stdin(args, config, engine, file_rules, stdin_path: Path, force_exclude: bool, respect_gitignore: bool,
                 output_format: str, cwd: Path, stdout: TextIO, stderr: TextIO, verifier=None) -> int:
    """``hybridlint check - --stdin-filename PATH`` (editors): source in, findings (or fixed source) out.

    With --fix the fixed source goes to stdout and the remaining findings to
    stderr, so an editor can replace its buffer with stdout.
    """
    from . import reporters
    from .discovery import FileFinder
    from .runner import Settings, run

    data = sys.stdin.buffer.read() if hasattr(sys.stdin, "buffer") else sys.stdin.read().encode("utf-8")
    if force_exclude and args.stdin_filename:
        finder = FileFinder(config.root, config.all_excludes, respect_gitignore)
        if finder.is_excluded_with_ancestors(stdin_path):
            if args.fix:
                _write_bytes(stdout, data)
            return EXIT_CLEAN
    enabled = file_rules[0]
    settings = Settings(enabled=enabled, root=config.root, jobs=1, fix=args.fix or args.diff,
                        unsafe_fixes=args.unsafe_fixes, diff=args.diff, cache=None, cwd=cwd, verifier=verifier,
                        config_for=lambda _path: file_rules)
    result = run([], settings, engine, stdin=(stdin_path, data))
    _report_fix_problems(result, args, stderr)
    if args.diff:
        return _report_diff(result, args, stdout)
    needs_docs = output_format in ("json", "sarif") or args.statistics
    rules = {rule.code: rule for rule in engine.rules if rule.code in enabled} if needs_docs else {}
    report_stream = stderr if args.fix else stdout
    if args.fix:
        fixed = next((o.fixed_output for o in result.outcomes if o.fixed_output is not None), None)
        _write_bytes(stdout, data if fixed is None else fixed)
    report_stream.write(reporters.REPORTERS[output_format](
        result.outcomes, rules, unsafe_fixes=args.unsafe_fixes, show_source=args.show_source is not False,
        version=tool_version() if output_format == "sarif" else "", root=config.root))
    if output_format in ("full", "concise") and not args.quiet:
        report_stream.write(reporters.summary(result.outcomes, result.fixed, args.unsafe_fixes, fixing=args.fix))
    if result.internal_errors:
        return EXIT_ERROR
    return EXIT_FINDINGS if result.diagnostics and not args.exit_zero else EXIT_CLEAN


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


def _open_cache(args, config):
    from .cache import Cache

    if args.no_cache:
        return None
    if args.cache_dir:
        directory = Path(args.cache_dir)
    elif os.environ.get("HYBRIDLINT_NO_CACHE") == "1" or os.environ.get("HYBRIDLINT_NO_CACHE_IN_TESTS") == "1":
        return None
    elif config.cache_dir is not None:
        directory = config.cache_dir
    elif os.environ.get("HYBRIDLINT_CACHE_DIR"):
        directory = Path(os.environ["HYBRIDLINT_CACHE_DIR"])
    else:
        directory = config.resolved_cache_dir()
    return Cache(directory.absolute())


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
