"""ComplEx scorer: head, relation and tail vectors split into real and imaginary halves by the width."""
from mxnet.gluon import nn


INPUTS = [(4, 8), (4, 8), (4, 8)]


class Net(nn.HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.ent_proj = nn.Dense(dim, in_units=8)

    def hybrid_forward(self, F, head, rel, tail):
        h = self.ent_proj(head)
        t = self.ent_proj(tail)
        d = h.shape[1]
        re_h, im_h = h[:, :d // 2], h[:, d // 2:]
        re_r, im_r = rel[:, :d // 2], rel[:, d // 2:]
        re_t, im_t = t[:, :d // 2], t[:, d // 2:]
        score = re_h * re_r * re_t + im_h * re_r * im_t + re_h * im_r * im_t - im_h * im_r * re_t
        return F.sum(score, axis=1)
