"""FiBiNET's SENET layer over field embeddings `(N, F, k)`: squeeze by a mean over k, excitation by two
Dense layers sized from the field count given to the constructor and the reduction ratio, the
re-weighted embeddings `emb * weights` by a plain `*` of `(N, F, k)` and `(N, F)` expanded."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, num_fields=4, reduction=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        hidden = max(1, num_fields // reduction)
        with self.name_scope():
            self.squeeze = nn.Dense(hidden, in_units=num_fields, activation='relu')
            self.excite = nn.Dense(num_fields, in_units=hidden, activation='relu')

    def hybrid_forward(self, F, emb):
        z = F.mean(emb, axis=2)
        a = self.excite(self.squeeze(z))
        weights = a.reshape((emb.shape[0], emb.shape[1], 1))
        return emb * weights
