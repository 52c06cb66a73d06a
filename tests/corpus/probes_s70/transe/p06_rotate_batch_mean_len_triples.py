"""RotatE loss averaged over the batch as a PyTorch port writes it: `scores.sum() / len(triples)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class LenMeanRotatE(HybridBlock):
    def __init__(self, num_ent=10, dim=4, gamma=6.0, **kwargs):
        super().__init__(**kwargs)
        self.n, self.gamma = num_ent, gamma
        with self.name_scope():
            self.ent = nn.Embedding(num_ent, 2 * dim)
            self.rel = nn.Embedding(num_ent, dim)

    def hybrid_forward(self, F, triples):
        ids = F.clip(F.floor((triples + 1) * 0.5 * self.n), 0, self.n - 1)
        h, r, t = F.split(ids, num_outputs=3, axis=1, squeeze_axis=True)
        re_h, im_h = F.split(self.ent(h), num_outputs=2, axis=-1)
        re_t, im_t = F.split(self.ent(t), num_outputs=2, axis=-1)
        re_r, im_r = F.cos(self.rel(r)), F.sin(self.rel(r))
        re_s, im_s = re_h * re_r - im_h * im_r - re_t, re_h * im_r + im_h * re_r - im_t
        scores = self.gamma - F.sqrt(re_s * re_s + im_s * im_s + 1e-9).sum(axis=-1)
        return -F.log(F.sigmoid(scores)).sum() / len(triples)


Net = LenMeanRotatE
