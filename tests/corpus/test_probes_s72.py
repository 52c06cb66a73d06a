"""The analyzer's error findings on the session-72 probe suite (H525) against what real MXNet 1.9.1 did.

tests/corpus/probes_s72/ holds small HybridBlocks of six families the earlier suites do not cover, written
for this project in the styles real code of each family uses (GluonCV/GluonNLP idioms, ports from PyTorch):
retinanet (one-stage detection: class/box subnets flattened per anchor by the reshape code ``(0, -1, K)``, an
FPN top-down sum by ``UpSampling`` and ``slice_like``, a sigmoid focal loss helper, box decoding against a
(1, A, 4) anchor constant split by ``F.split``, one head shared by ``*feats`` levels), sasrec (sequential
recommendation: item Embedding plus a learned (L, D) position table, causal self-attention with a
lower-triangular constant, timeline masks of padding ids, positive/negative logits, stacked blocks),
chebnet (spectral graph convolution: the Chebyshev recursion over a rescaled-Laplacian constant held in a
python list, batched signals by reshape codes ``(0, -1)`` / ``(0, -4, -1, F)``, coarsening pools by
``F.take``, per-order weights split from one Parameter), tft (Temporal Fusion Transformer: gated residual
networks with GLU halves, variable selection by ``(0, 0, -4, V, D)``, quantile heads, interpretable
multi-head attention averaged over a python list, static enrichment, an encoder/decoder split at a
constructor length), cyclegan (ResNet generator blocks with reflection padding and InstanceNorm, a PatchGAN
discriminator, an LSGAN loss, a Conv2DTranspose decoder, a cycle pass through two generators, a hand-written
instance norm) and dqn (dueling heads, a Nature-DQN torso, TD errors by ``F.pick``, double-DQN targets,
frame stacking by ``*frames``).
Illegal constructs: ``.shape`` (a per-anchor flatten, a resize target, anchor grids, positions, an identity's
size, a batch split, a decoder split, a patch flatten, a target of ones, a torso flatten), ``len()`` of a
tensor, tensor ``if``s, ``.asscalar()``/``.item()``, ``nd.`` calls in the graph (``nd.array`` of a numpy
Laplacian or a quantile list, ``npx`` imported from ``mxnet`` -- the eager namespace), legacy subscripts (a
background column, a last position, GLU halves, a Parameter's ``theta[0]``, a tensor index ``x[perm]``),
``+=`` residuals, iteration over a tensor, and plain operators on shapes that differ ((B, A, 2) against (1,
A, 2) anchors, (B, L, L) scores against an (L, L) mask, (B, L, D) against (B, L, 1) masks, (N, U) against a
(U,) bias, (B, T, V, D) against (B, T, V, 1) weights, (B, T, D) against (B, 1, D) contexts, (B, C, H, W)
against (B, C, 1, 1) means, (B, 1) values against (B, A) advantages, a (B, 1) reward against (B,) values).
Numpy-mode probes (``@use_np``): basic slices, ``h[:, -1]``, plain broadcasts are legal; ``.shape``,
``len()``, ``h[..., None]``, ``.item()`` are not.
A second batch, ``percall2`` (22 probes), attacks session 71's per-call helper flow (H513) with legal code
and illegal twins: a flag that rebinds an argument per call, ``*rest`` equal within each site, one helper
called by two blocks, a per-site ``scale=`` of ``UpSampling``, a helper handing its arguments swapped to
another, a module helper's returned constant sized by a keyword or flattened on request, an
``autograd.Function``'s one-array output rebound to a ``split``, a second site in an eager method or under
``if F is nd:``, a module helper and a method of one name, ``**kw`` entries per site, seven sites.
Each probe was run eagerly and hybridized in MXNet 1.9.1 by bench/mxnet_probes.py; its verdict
(``probes_s72/verdicts.json``) is the truth here. ``python -m tests.corpus.test_probes_s72``
prints precision and recall per class.
"""
from __future__ import annotations

import sys

from tests.corpus.probe_suite import ProbeSuite

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN: dict[str, str] = {
    "dqn/p08_double_dqn_column_reward.py":
        "HYB008: `reward + self.gamma * q_next`, reward a (B, 1) input and q_next the (B,) `F.pick` of the "
        "target net's Q values: nothing in the file gives the input `reward` a shape (only the probe's "
        "INPUTS do), and a (B,) reward is the usual one -- no evidence to tell the bug from working code",
    "percall2/p01_pooled_flag_rebinds_first.py":
        "HYB008 false positive: `_merge(F, a, b, pooled=False)` rebinds `a` to a keepdims spatial mean under "
        "`if pooled:`; the evidence walk of the helper keeps the branch's binding for `a + b` whatever the "
        "call, but the one call passing `pooled=True` also passes a pooled `b` -- deciding the branch per "
        "call needs the helper's evidence walked once per call with the call's python arguments "
        "(the shape flow walks per call, the evidence walk does not)",
    "percall2/p04_illegal_star_rest_mixed_site.py":
        "HYB008: `out = out + r` over `for r in rest` of `_sum_all(F, first, *rest)`, one call handing "
        "(pooled, pooled, full): the per-call flow holds `r` as the join of the `*rest` items, unknown "
        "where they differ; the loop would have to be unrolled item by item.  (Flagged at 40b814a2 only "
        "through the join that also flagged the legal p03.)",
    "percall2/p06_illegal_two_classes_pooled_gate.py":
        "HYB008: one helper called by two blocks, one handing (full, pooled gate): the helper's evidence "
        "is the join over its calls (nothing common here), and the per-call shape flow cannot prove the "
        "input's H, W differ from the pool's 1x1 (an input of unknown size may be 1x1)",
    "percall2/p10_illegal_outer_inner_mixed.py":
        "HYB008: `_inner(F, p, q)` reached only through another helper `_outer` called at two sites: the "
        "evidence of a helper's parameters is read only from hybrid_forward callers, and the per-call "
        "flow seeds a helper from its callers' own flows, which `_outer` (two sites) does not have",
    "percall2/p22_illegal_helper_seven_sites_one_pooled.py":
        "HYB008: a helper of seven call sites, one pooled -- past the per-call walk's limit of six sites "
        "(caller_flows_of, a cost bound), and the evidence join over the sites has nothing common",
}

SUITE = ProbeSuite("probes_s72", KNOWN)

test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet = SUITE.tests()


if __name__ == "__main__":
    SUITE.report(verbose="-v" in sys.argv)
