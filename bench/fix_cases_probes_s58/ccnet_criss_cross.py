"""CCNet's criss-cross attention: queries and keys permuted to (b*w, h, c') and (b*h, w, c') by the unpacked shape, the vertical energies masked on the diagonal by `-1e9 * F.eye(h)` with a plain `+`, the horizontal ones by batch_dot, softmax over their concatenation, and the split at `h` for the two aggregations."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.q = nn.Conv2D(channels // 2, 1, in_channels=channels)
            self.k = nn.Conv2D(channels // 2, 1, in_channels=channels)
            self.v = nn.Conv2D(channels, 1, in_channels=channels)

    def hybrid_forward(self, F, x):
        b, c, h, w = x.shape
        q, k, v = self.q(x), self.k(x), self.v(x)
        q_h = q.transpose((0, 3, 2, 1)).reshape((b * w, h, -1))
        k_h = k.transpose((0, 3, 1, 2)).reshape((b * w, -1, h))
        q_w = q.transpose((0, 2, 3, 1)).reshape((b * h, w, -1))
        k_w = k.transpose((0, 2, 1, 3)).reshape((b * h, -1, w))
        e_h = F.batch_dot(q_h, k_h) + -1e9 * F.eye(h)
        e_h = e_h.reshape((b, w, h, h)).transpose((0, 2, 1, 3))
        e_w = F.batch_dot(q_w, k_w).reshape((b, h, w, w))
        att = F.softmax(F.concat(e_h, e_w, dim=3), axis=3)
        a_h = att[:, :, :, 0:h].transpose((0, 2, 1, 3)).reshape((b * w, h, h))
        a_w = att[:, :, :, h:h + w].reshape((b * h, w, w))
        v_h = v.transpose((0, 3, 1, 2)).reshape((b * w, -1, h))
        v_w = v.transpose((0, 2, 1, 3)).reshape((b * h, -1, w))
        out_h = F.batch_dot(v_h, a_h, transpose_b=True).reshape((b, w, -1, h)).transpose((0, 2, 3, 1))
        out_w = F.batch_dot(v_w, a_w, transpose_b=True).reshape((b, h, -1, w)).transpose((0, 2, 1, 3))
        return out_h + out_w + x
