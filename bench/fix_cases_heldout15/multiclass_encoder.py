"""Class-target encoder of a RefineDet training pipeline (a GluonCV fork): the per-box reference
labels are tiled over the anchors with `F.repeat(refs.reshape((0, 1, -1)), axis=1,
repeats=matches.shape[1])`, and the ignore/background targets are built with `nd.ones_like` and
`nd.zeros_like` -- the eager namespace -- inside `F.where`.

Source: DetectionTeamUCAS/RefineDet_MxNet @ 1a91908c53, gluoncv/nn/coder.py (MultiClassEncoder,
used by the fork's gluoncv/model_zoo/refineDet/target.py ODMTargetGenerator), unchanged. Inputs from
the harness, uniform(-1, 1): samples (2, 6) (> 0.5 positive, < -0.5 negative, else ignored), matches
(2, 6) (`F.pick` clips them to [0, M) and takes the integer part, so anchors match box 0) and refs
(2, 3).
"""
from mxnet import nd
from mxnet import gluon

INPUTS = [(2, 6), (2, 6), (2, 3)]


class Net(gluon.HybridBlock):
    """Encode classification training target given matching results."""
    def __init__(self, ignore_label=-1):
        super(Net, self).__init__()
        self._ignore_label = ignore_label

    def hybrid_forward(self, F, samples, matches, refs):
        # samples (B, N) (+1, -1, 0: ignore), matches (B, N) [0, M), refs (B, M)
        # reshape refs (B, M) -> (B, 1, M) -> (B, N, M)
        refs = F.repeat(refs.reshape((0, 1, -1)), axis=1, repeats=matches.shape[1])
        # ids (B, N, M) -> (B, N), value [0, M + 1), 0 reserved for background class
        target_ids = F.pick(refs, matches, axis=2) + 1
        # samples 0: set ignore samples to ignore_label
        targets = F.where(samples > 0.5, target_ids, nd.ones_like(target_ids) * self._ignore_label)
        # samples -1: set negative samples to 0
        targets = F.where(samples < -0.5, nd.zeros_like(targets), targets)
        return targets
