"""RNN-T joint written with symbol/NDArray methods: `F.broadcast_add(enc.expand_dims(axis=2), pred.expand_dims(axis=1)).tanh()`, then `log_softmax` and the blank column kept by `slice_axis`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6), (2, 4, 6)]


class JointNet(HybridBlock):
    def __init__(self, joint=8, vocab=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.enc_proj = nn.Dense(joint, flatten=False, in_units=6)
            self.pred_proj = nn.Dense(joint, flatten=False, in_units=6)
            self.out = nn.Dense(vocab, flatten=False, in_units=joint)

    def hybrid_forward(self, F, enc, pred):
        h = F.broadcast_add(self.enc_proj(enc).expand_dims(axis=2), self.pred_proj(pred).expand_dims(axis=1)).tanh()
        logp = self.out(h).log_softmax(axis=-1)
        return logp, logp.slice_axis(axis=-1, begin=0, end=1).squeeze(axis=-1)


Net = JointNet
