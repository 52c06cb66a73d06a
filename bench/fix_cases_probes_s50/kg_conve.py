"""ConvE: head and relation vectors laid out as 2-d maps, stacked, convolved, projected, scored against all entities with a bias."""
from mxnet.gluon import nn


INPUTS = [(2, 12), (2, 12)]


class Net(nn.HybridBlock):
    def __init__(self, num_entities=6, dim=12, emb_h=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._h = emb_h
        self._w = dim // emb_h
        with self.name_scope():
            self.conv = nn.Conv2D(4, 3, padding=1, in_channels=1)
            self.fc = nn.Dense(dim, in_units=4 * 2 * dim)
            self.ent = self.params.get('ent', shape=(num_entities, dim))
            self.ent_bias = self.params.get('ent_bias', shape=(num_entities,), init='zeros')

    def hybrid_forward(self, F, head, rel, ent, ent_bias):
        e = head.reshape((head.shape[0], 1, self._h, self._w))
        r = rel.reshape((rel.shape[0], 1, self._h, self._w))
        x = F.relu(self.conv(F.concat(e, r, dim=2)))
        x = x.reshape((x.shape[0], -1))
        x = F.relu(self.fc(x))
        score = F.dot(x, ent.T)
        score += ent_bias
        return F.sigmoid(score)
