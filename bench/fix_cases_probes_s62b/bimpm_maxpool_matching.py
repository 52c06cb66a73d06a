"""BiMPM's max-pooling matching with masks from lengths: P and Q weighted per perspective, folded to
`(n * self.l, tp, d)` from `n, tp, d = p.shape` for a batch_dot of cosines, the padded steps of Q
masked by `F.arange(q.shape[1]) < q_len.reshape((-1, 1))` (a plain `<`) filled with -1e9, the max over
Q's steps."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4), (2, 5, 4), (2,)]


class Net(nn.HybridBlock):
    def __init__(self, hidden=4, perspectives=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.l = perspectives
        with self.name_scope():
            self.w = self.params.get('w', shape=(perspectives, 1, hidden), init='uniform')

    def hybrid_forward(self, F, p, q, q_len, w):
        q_len = F.floor((q_len + 1.0) * 2.0) + 1.0        # 1..5 steps
        n, tp, d = p.shape
        tq = q.shape[1]
        pw = F.broadcast_mul(p.expand_dims(1), w.expand_dims(0))
        qw = F.broadcast_mul(q.expand_dims(1), w.expand_dims(0))
        pw = F.broadcast_div(pw, F.norm(pw, axis=3, keepdims=True) + 1e-8)
        qw = F.broadcast_div(qw, F.norm(qw, axis=3, keepdims=True) + 1e-8)
        cos = F.batch_dot(pw.reshape((n * self.l, tp, d)), qw.reshape((n * self.l, tq, d)),
                          transpose_b=True).reshape((n, self.l, tp, tq))
        mask = F.arange(tq).reshape((1, -1)) < q_len.reshape((-1, 1))
        mask = mask.reshape((n, 1, 1, tq))
        cos = F.where(F.broadcast_like(mask, cos), cos, F.ones_like(cos) * -1e9)
        return F.max(cos, axis=3).transpose((0, 2, 1))
