"""d-SNE semantic-alignment loss (domain adaptation): source and target features are tiled to a
(target, source) grid with `F.broadcast_to`, and same-label / different-label masks are built with
`F.equal(...)` and `F.not_equal(...)` -- the NDArray-only comparison helpers (`mxnet.ndarray.equal`
is a Python wrapper choosing broadcast or scalar forms; `mxnet.symbol` has no `equal`).  The module
also imports `mxnet.ndarray as F` at top level, shadowed inside hybrid_forward by the F argument.

Source: a public Gluon layers module of a d-SNE domain-adaptation code base found with find_string
(id 15180501335, "= F.not_equal("; a second copy is id 20068389642); dSNELoss unchanged but renamed
`Net`.  Completed: its three required sizes get defaults (bs_src=4, bs_tgt=3, embed_size=5) so
that `Net()` builds.  Inputs: source features (4, 5), source labels (4,), target features (3, 5),
target labels (3,).
"""
import math
import numpy as np

from mxnet.gluon.loss import Loss
from mxnet.gluon import HybridBlock
import mxnet.ndarray as F

INPUTS = [(4, 5), (4,), (3, 5), (3,)]


class Net(Loss):
    """
    dSNE Loss
    """
    def __init__(self, bs_src=4, bs_tgt=3, embed_size=5, margin=1, fn=False, weight=1, batch_axis=0, **kwargs):
        super(Net, self).__init__(weight, batch_axis, **kwargs)

        with self.name_scope():
            self._bs_src = bs_src
            self._bs_tgt = bs_tgt
            self._embed_size = embed_size
            self._margin = margin
            self._fn = fn

    def hybrid_forward(self, F, fts, ys, ftt, yt):
        """
        Semantic Alignment Loss
        :param F: Function
        :param yt: label for the target domain [N]
        :param ftt: features for the target domain [N, K]
        :param ys: label for the source domain [M]
        :param fts: features for the source domain [M, K]
        :return:
        """
        if self._fn:
            # Normalize ft
            fts = F.L2Normalization(fts, mode='instance')
            ftt = F.L2Normalization(ftt, mode='instance')

        fts_rpt = F.broadcast_to(fts.expand_dims(axis=0), shape=(self._bs_tgt, self._bs_src, self._embed_size))
        ftt_rpt = F.broadcast_to(ftt.expand_dims(axis=1), shape=(self._bs_tgt, self._bs_src, self._embed_size))

        dists = F.sum(F.square(ftt_rpt - fts_rpt), axis=2)

        yt_rpt = F.broadcast_to(yt.expand_dims(axis=1), shape=(self._bs_tgt, self._bs_src)).astype('int32')
        ys_rpt = F.broadcast_to(ys.expand_dims(axis=0), shape=(self._bs_tgt, self._bs_src)).astype('int32')

        y_same = F.equal(yt_rpt, ys_rpt).astype('float32')
        y_diff = F.not_equal(yt_rpt, ys_rpt).astype('float32')

        intra_cls_dists = dists * y_same
        inter_cls_dists = dists * y_diff

        max_dists = F.max(dists, axis=1, keepdims=True)
        max_dists = F.broadcast_to(max_dists, shape=(self._bs_tgt, self._bs_src))
        revised_inter_cls_dists = F.where(y_same, max_dists, inter_cls_dists)

        max_intra_cls_dist = F.max(intra_cls_dists, axis=1)
        min_inter_cls_dist = F.min(revised_inter_cls_dists, axis=1)

        loss = F.relu(max_intra_cls_dist - min_inter_cls_dist + self._margin)

        return loss
