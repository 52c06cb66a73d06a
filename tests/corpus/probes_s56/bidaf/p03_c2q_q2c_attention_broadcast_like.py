"""BiDAF attention flow: context-to-query by softmax over J and `batch_dot`; query-to-context by max over J, tiled over T by `broadcast_like`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 7, 6), (2, 4, 6)]


class AttentionFlow(HybridBlock):
    def hybrid_forward(self, F, c, q):
        s = F.batch_dot(c, q, transpose_b=True)                        # (N, T, J)
        c2q = F.batch_dot(F.softmax(s, axis=-1), q)                     # (N, T, d)
        b = F.softmax(F.max(s, axis=-1), axis=-1)                        # (N, T)
        q2c = F.batch_dot(F.expand_dims(b, 1), c)                        # (N, 1, d)
        q2c = F.broadcast_like(q2c, c, lhs_axes=(1,), rhs_axes=(1,))     # (N, T, d)
        return F.concat(c, c2q, c * c2q, c * q2c, dim=2)


Net = AttentionFlow
