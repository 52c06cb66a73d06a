"""Joint hidden (B, T, U, J) folded to (B*T, U, J) by reshape codes (-3, -2) for the vocabulary Dense and `log_softmax`, then restored with `reshape_like` against the joint."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6), (2, 4, 6)]


class FlatJoint(HybridBlock):
    def __init__(self, joint=8, vocab=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.enc_proj = nn.Dense(joint, flatten=False, in_units=6)
            self.pred_proj = nn.Dense(joint, flatten=False, in_units=6)
            self.out = nn.Dense(vocab, flatten=False, in_units=joint)

    def hybrid_forward(self, F, enc, pred):
        h = F.tanh(F.broadcast_add(F.expand_dims(self.enc_proj(enc), 2), F.expand_dims(self.pred_proj(pred), 1)))
        flat = h.reshape((-3, -2))
        logits = F.log_softmax(self.out(flat), axis=-1)
        return F.reshape_like(logits, F.slice_axis(h, axis=-1, begin=0, end=5))


Net = FlatJoint
