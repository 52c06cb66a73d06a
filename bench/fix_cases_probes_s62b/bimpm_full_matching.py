"""BiMPM's full matching: every step of P (N, T, D) against the last step of Q, `q[:, -1, :]`, by the
multi-perspective cosine: both sides weighted by the perspective weights W (l, D) with a plain `*`
after `expand_dims`, Q's last step spread by `F.broadcast_to(..., (p.shape[0], p.shape[1], self.l,
p.shape[2]))`, the cosine over D with an epsilon."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3), (2, 5, 3)]


class Net(nn.HybridBlock):
    def __init__(self, hidden=3, perspectives=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.l = perspectives
        with self.name_scope():
            self.w = self.params.get('w', shape=(perspectives, hidden), init='uniform')

    def hybrid_forward(self, F, p, q, w):
        q_last = q[:, -1, :]
        pw = p.expand_dims(2) * w
        qw = F.broadcast_to(q_last.expand_dims(1).expand_dims(2) * w,
                            (p.shape[0], p.shape[1], self.l, p.shape[2]))
        dot = F.sum(pw * qw, axis=3)
        norm = F.norm(pw, axis=3) * F.norm(qw, axis=3)
        return dot / F.maximum(norm, 1e-8)
