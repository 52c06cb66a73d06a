"""Numpy-mode RotatE against corrupted tails (`@use_np`): triple columns by the basic subscripts
`ids[:, 0]`, `ids[:, 1]`, `ids[:, 2]` (legal in numpy mode), real/imaginary halves by `F.np.split`, the
rotated heads (B, 1, K) against the corrupted tails (B, Q, K) by plain `-` (numpy broadcasting, legal)."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(4, 3), (4, 5)]


@use_np
class NumpyRotatE(HybridBlock):
    def __init__(self, num_ent=10, dim=4, gamma=6.0, **kwargs):
        super().__init__(**kwargs)
        self.n, self.gamma = num_ent, gamma
        with self.name_scope():
            self.ent = nn.Embedding(num_ent, 2 * dim)
            self.rel = nn.Embedding(num_ent, dim)

    def hybrid_forward(self, F, triples, corrupt):
        ids = F.np.clip(F.np.floor((triples + 1) * 0.5 * self.n), 0, self.n - 1)
        re_h, im_h = F.np.split(self.ent(ids[:, 0]), 2, axis=-1)
        phase = self.rel(ids[:, 1])
        re_r, im_r = F.np.cos(phase), F.np.sin(phase)
        rot_re = F.np.expand_dims(re_h * re_r - im_h * im_r, 1)
        rot_im = F.np.expand_dims(re_h * im_r + im_h * re_r, 1)
        neg_re, neg_im = F.np.split(self.ent(F.np.clip(F.np.floor((corrupt + 1) * 0.5 * self.n), 0, self.n - 1)),
                                    2, axis=-1)
        dist = F.np.sqrt((rot_re - neg_re) ** 2 + (rot_im - neg_im) ** 2 + 1e-9).sum(axis=-1)
        return self.gamma - dist


Net = NumpyRotatE
