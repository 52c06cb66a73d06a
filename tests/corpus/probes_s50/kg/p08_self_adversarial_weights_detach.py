"""Self-adversarial negative sampling (RotatE paper) ported from PyTorch: the softmax weights over the K negatives are `.detach()`ed before weighting the log-sigmoid losses."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3), (4, 5)]


class Net(HybridBlock):
    def __init__(self, num_entities=16, dim=6, gamma=6.0, adv_temperature=1.0, **kwargs):
        super().__init__(**kwargs)
        self.num_entities, self.gamma, self.adv_temperature = num_entities, gamma, adv_temperature
        with self.name_scope():
            self.entity = nn.Embedding(num_entities, dim)
            self.relation = nn.Embedding(num_entities, dim)

    def _ids(self, F, x):
        return F.clip(F.floor((x + 1) * 0.5 * self.num_entities), 0, self.num_entities - 1)

    def hybrid_forward(self, F, triples, corrupted):
        h, r, t = F.split(self._ids(F, triples), num_outputs=3, axis=1, squeeze_axis=True)
        hr = self.entity(h) + self.relation(r)
        pos = self.gamma - F.norm(hr - self.entity(t), axis=-1)
        neg = self.gamma - F.norm(F.broadcast_sub(hr.expand_dims(1), self.entity(self._ids(F, corrupted))), axis=-1)
        weights = F.softmax(neg * self.adv_temperature, axis=1).detach()
        neg_loss = -F.sum(weights * F.log(F.sigmoid(-neg) + 1e-9), axis=1)
        return neg_loss - F.log(F.sigmoid(pos) + 1e-9)
