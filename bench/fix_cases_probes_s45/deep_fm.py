"""DeepFM-style scorer: a first-order term accumulated with the deep tower and the pairwise term."""
from mxnet.gluon import nn


INPUTS = [(5, 8)]


class Net(nn.HybridBlock):
    def __init__(self, num_fields=4, embed_dim=2, hidden=16, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._fields = num_fields
        with self.name_scope():
            self.first = nn.Dense(1, in_units=num_fields * embed_dim)
            self.deep = nn.HybridSequential()
            self.deep.add(nn.Dense(hidden, activation='relu', in_units=num_fields * embed_dim),
                          nn.Dense(1, in_units=hidden))

    def hybrid_forward(self, F, emb):
        logit = self.first(emb)
        logit += self.deep(emb)
        fields = emb.reshape((emb.shape[0], self._fields, -1))
        pair = F.square(fields.sum(axis=1)) - F.square(fields).sum(axis=1)
        logit += 0.5 * pair.sum(axis=1, keepdims=True)
        return logit
