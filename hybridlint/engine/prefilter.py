"""The cheap text prefilter analyze() applies first (no libcst: the CLI calls it for every file)."""
from __future__ import annotations

from .index import ProjectIndex

# Most files hold no hybrid code; these substrings are necessary for any scope
# (a HybridBlock base, a hybrid_forward) unless the project index knows the
# file defines subclasses of a project HybridBlock.  "self, F," is a method taking the F
# namespace: a subclass of a block this file cannot resolve may override only those
# (scopes._overrides_f_methods) and name neither marker.
_MARKERS = ("hybrid_forward", "Hybrid", "self, F,")


def may_hold_hybrid_code(source: str, path: str, project: ProjectIndex | None = None) -> bool:
    """Cheap text prefilter: False means analyze() would find nothing."""
    for marker in _MARKERS:
        if marker in source:
            return True
    return project is not None and project.has_hybrid_class(path)
