"""What the user suppresses, applied after the cache: selection, ``per-file-ignores``, ``# noqa``
(and HYB100, the unused ``# noqa`` directives)."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable

from .diagnostics import PARSE_ERROR, Diagnostic
from .discovery import IgnoreFile
from .engine import may_hold_hybrid_code
from .engine.companions import keep_companions
from .loading import LoadedFile
from .noqa import UNUSED_NOQA, Suppressions
from .run_settings import Settings


@dataclass
class Policy:
    """What one file is checked for: the rules its configuration enables, its per-file ignores."""
    enabled: set[str]
    matchers: list[tuple[IgnoreFile, list[str]]]
    known: frozenset[str] = frozenset()     # every rule code, to tell a stale noqa code from a typo


def policies(settings: Settings, known: Iterable[str] = ()) -> Callable[[Path], Policy]:
    """file -> its Policy, the matchers compiled once per distinct set of per-file ignores."""
    default = (settings.enabled, [(settings.root, glob, codes) for glob, codes in settings.per_file_ignores])
    compiled: dict[tuple, Policy] = {}

    def policy(path: Path) -> Policy:
        enabled, ignores = settings.config_for(path) if settings.config_for else default
        key = (tuple(sorted(enabled)), tuple((str(root), glob, tuple(codes)) for root, glob, codes in ignores))
        if key not in compiled:
            compiled[key] = Policy(enabled, [(IgnoreFile.from_lines(root, [glob]), codes)
                                             for root, glob, codes in ignores], frozenset(known))
        return compiled[key]
    return policy


def _ignored_for_file(path: Path, matchers) -> list[str]:
    """Codes ignored for ``path`` by per-file-ignores.

    A glob matches the file's path relative to the config's directory, or any
    directory above the file (so ``"tests/*"`` and ``"tests/"`` cover
    ``tests/unit/test_x.py``, as ruff's globs do); a glob without a slash
    matches a file or directory name anywhere.
    """
    out: list[str] = []
    for matcher, codes in matchers:
        try:
            rel = path.absolute().relative_to(matcher.base).as_posix()
        except ValueError:
            rel = path.name
        parts = rel.split("/")
        candidates = [(rel, False)] + [("/".join(parts[:n]), True) for n in range(1, len(parts))]
        if any(matcher.verdict(candidate, is_dir) for candidate, is_dir in candidates):
            out.extend(codes)
    return out


def filter_diagnostics(diagnostics: Iterable[Diagnostic], loaded: LoadedFile, policy: Policy,
                       companion_classes: "frozenset[str]" = frozenset()) -> list[Diagnostic]:
    """The findings the user asked for. A companion finding is kept only in a class with another
    rule's error, or one of ``companion_classes`` (``--fix``: the classes that failed before)."""
    diagnostics = list(diagnostics)
    if loaded.notebook is not None and (diagnostics or may_hold_hybrid_code(loaded.text, loaded.display)):
        # (a broken cell is reported where the engine looks at the rest, as a .py file's HYB000)
        diagnostics.extend(loaded.notebook.cell_errors(loaded.display))
    check_noqa = UNUSED_NOQA in policy.enabled and loaded.text is not None and "noqa" in loaded.text.lower()
    if not diagnostics and not check_noqa:
        return []
    file_ignores = _ignored_for_file(loaded.path, policy.matchers)

    def ignored(code: str) -> bool:
        return any(code.startswith(prefix) or prefix == "ALL" for prefix in file_ignores)

    suppressions = Suppressions(loaded.text)
    kept = []
    for diag in diagnostics:
        if diag.code != PARSE_ERROR:
            # offered to the suppressions even when not enabled: HYB100 asks which were used
            suppressed = suppressions.suppressed(diag.line, diag.code)
            if diag.code not in policy.enabled or ignored(diag.code) or suppressed:
                continue
        kept.append(diag)
    # (after the user's selection: an error they silence does not make its class fail here)
    kept = keep_companions(kept, loaded.text, companion_classes)
    if check_noqa and not any(d.code == PARSE_ERROR for d in diagnostics):
        for diag in suppressions.unused(loaded.text, policy.enabled, policy.known, loaded.display):
            if not ignored(diag.code) and not suppressions.suppressed(diag.line, diag.code):
                kept.append(diag)
    return kept
