"""RotatE-style self-adversarial negative sampling: negative scores (B, Q), weights
`softmax(neg * alpha, axis=1)` detached by `F.BlockGrad` (only when the constructor's `adversarial` flag
is set, a python-valued `if`), loss `-log sigmoid(pos) - sum(w * log sigmoid(-neg))` on same-shape
(B, Q) arrays."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3), (4, 5)]


class SelfAdversarial(HybridBlock):
    def __init__(self, num_ent=10, dim=6, gamma=6.0, alpha=0.5, adversarial=True, **kwargs):
        super().__init__(**kwargs)
        self.n, self.gamma, self.alpha, self.adversarial = num_ent, gamma, alpha, adversarial
        with self.name_scope():
            self.ent = nn.Embedding(num_ent, dim)
            self.rel = nn.Embedding(num_ent, dim)

    def hybrid_forward(self, F, triples, corrupt):
        ids = F.clip(F.floor((triples + 1) * 0.5 * self.n), 0, self.n - 1)
        h, r, t = F.split(ids, num_outputs=3, axis=1, squeeze_axis=True)
        hr = self.ent(h) + self.rel(r)
        pos = self.gamma - F.norm(hr - self.ent(t), axis=-1)
        neg_t = self.ent(F.clip(F.floor((corrupt + 1) * 0.5 * self.n), 0, self.n - 1))
        neg = self.gamma - F.norm(F.broadcast_sub(neg_t, hr.expand_dims(1)), axis=-1)
        if self.adversarial:
            weights = F.BlockGrad(F.softmax(neg * self.alpha, axis=1))
        else:
            weights = F.ones_like(neg) / 5.0
        neg_loss = -F.sum(weights * F.log(F.sigmoid(-neg) + 1e-7), axis=1)
        return -F.log(F.sigmoid(pos) + 1e-7) + neg_loss


Net = SelfAdversarial
