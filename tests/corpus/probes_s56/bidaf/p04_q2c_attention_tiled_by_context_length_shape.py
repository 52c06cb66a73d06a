"""BiDAF query-to-context vector tiled over the context with `F.tile(q2c, reps=(1, c.shape[1], 1))`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 7, 6), (2, 4, 6)]


class AttentionFlow(HybridBlock):
    def hybrid_forward(self, F, c, q):
        s = F.batch_dot(c, q, transpose_b=True)
        c2q = F.batch_dot(F.softmax(s, axis=-1), q)
        b = F.softmax(F.max(s, axis=-1), axis=-1)
        q2c = F.tile(F.batch_dot(F.expand_dims(b, 1), c), reps=(1, c.shape[1], 1))
        return F.concat(c, c2q, c * c2q, c * q2c, dim=2)


Net = AttentionFlow
