"""Greedy pointer decoding whose batch indices for `gather_nd` come from `F.arange(enc.shape[0])`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6, 8)]


class Net(HybridBlock):
    def __init__(self, units=8, steps=3, **kwargs):
        super().__init__(**kwargs)
        self.steps = steps
        with self.name_scope():
            self.query = nn.Dense(units, in_units=units)

    def hybrid_forward(self, F, enc):
        q = F.mean(enc, axis=1)
        batch_idx = F.arange(enc.shape[0])
        outs = []
        for _ in range(self.steps):
            scores = F.batch_dot(enc, self.query(q).expand_dims(-1)).squeeze(axis=-1)
            idx = F.argmax(scores, axis=-1)
            q = F.gather_nd(enc, F.stack(batch_idx, idx))
            outs.append(idx)
        return F.stack(*outs, axis=1)
