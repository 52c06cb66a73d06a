"""Self-adversarial negative sampling in the MXNet spelling: `F.stop_gradient` of the softmax over negatives, log-sigmoid losses, and a python-valued switch between uniform and adversarial weights."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3), (4, 5)]


class Net(HybridBlock):
    def __init__(self, num_entities=16, dim=6, gamma=6.0, adv_temperature=0.5, adversarial=True, **kwargs):
        super().__init__(**kwargs)
        self.num_entities, self.gamma = num_entities, gamma
        self.adv_temperature, self.adversarial = adv_temperature, adversarial
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
        if self.adversarial:
            weights = F.stop_gradient(F.softmax(neg * self.adv_temperature, axis=1))
        else:
            weights = F.ones_like(neg) / 5.0
        neg_loss = -F.sum(weights * F.log(F.sigmoid(-neg) + 1e-9), axis=1)
        return neg_loss - F.log(F.sigmoid(pos) + 1e-9)
