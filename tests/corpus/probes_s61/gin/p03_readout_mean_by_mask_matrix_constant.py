"""Graph mean readout with a (G, N) membership mask and per-graph node counts held as constants: `dot(mask, h)` divided by the (G, 1) counts with `broadcast_div`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(10, 6)]


class MaskMeanReadout(HybridBlock):
    def __init__(self, in_units=6, hidden=8, sizes=(3, 3, 4), **kwargs):
        super(MaskMeanReadout, self).__init__(**kwargs)
        gid = np.repeat(np.arange(len(sizes)), sizes)
        mask = (gid[None, :] == np.arange(len(sizes))[:, None]).astype("float32")
        with self.name_scope():
            self.members = self.params.get_constant("members", mask)
            self.counts = self.params.get_constant("counts", mask.sum(axis=1, keepdims=True))
            self.node = nn.Dense(hidden, in_units=in_units, activation="relu")

    def hybrid_forward(self, F, x, members, counts):
        return F.broadcast_div(F.dot(members, self.node(x)), counts)


Net = MaskMeanReadout
