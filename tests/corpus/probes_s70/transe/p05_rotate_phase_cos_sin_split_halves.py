"""RotatE: entity embeddings of 2K holding real and imaginary halves (`F.split(num_outputs=2, axis=-1)`),
relation phases `rel / (embedding_range / pi)` with the range a constructor value, the rotation by
`cos`/`sin` of the phases, score `gamma - sum_k |h o r - t|` over the complex moduli."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class RotatE(HybridBlock):
    def __init__(self, num_ent=10, dim=4, gamma=6.0, **kwargs):
        super().__init__(**kwargs)
        self.n, self.gamma = num_ent, gamma
        self.phase_scale = math.pi / ((gamma + 2.0) / dim)
        with self.name_scope():
            self.ent = nn.Embedding(num_ent, 2 * dim)
            self.rel = nn.Embedding(num_ent, dim)

    def hybrid_forward(self, F, triples):
        ids = F.clip(F.floor((triples + 1) * 0.5 * self.n), 0, self.n - 1)
        h, r, t = F.split(ids, num_outputs=3, axis=1, squeeze_axis=True)
        re_h, im_h = F.split(self.ent(h), num_outputs=2, axis=-1)
        re_t, im_t = F.split(self.ent(t), num_outputs=2, axis=-1)
        phase = self.rel(r) * self.phase_scale
        re_r, im_r = F.cos(phase), F.sin(phase)
        re_s = re_h * re_r - im_h * im_r - re_t
        im_s = re_h * im_r + im_h * re_r - im_t
        return self.gamma - F.sqrt(re_s * re_s + im_s * im_s + 1e-9).sum(axis=-1)


Net = RotatE
