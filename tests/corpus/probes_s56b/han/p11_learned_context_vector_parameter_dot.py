"""HAN word attention with the learned word-context vector as a (att, 1) Parameter: scores by `F.dot` of the (N, T, att) projections with it, softmax over the words."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 7, 6)]


class ContextVectorAttention(HybridBlock):
    def __init__(self, units=6, att=5, **kwargs):
        super(ContextVectorAttention, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(att, activation="tanh", flatten=False, in_units=units)
            self.u_w = self.params.get("u_w", shape=(att, 1))

    def hybrid_forward(self, F, h, u_w):
        scores = F.dot(self.proj(h), u_w)
        alpha = F.softmax(scores, axis=1)
        return F.sum(F.broadcast_mul(alpha, h), axis=1)


Net = ContextVectorAttention
