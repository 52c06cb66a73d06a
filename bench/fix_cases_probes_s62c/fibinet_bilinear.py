"""FiBiNET's bilinear interaction ("field all" type): one shared `(k, k)` matrix, for every pair of
fields i < j the product `(v_i W) * v_j`, pairs enumerated by python loops over the field count taken
from `emb.shape[1]`, fields cut by legacy subscripts `emb[:, i]`, the pair vectors concatenated and
flattened for the DNN."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, embed_dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.W = self.params.get('W', shape=(embed_dim, embed_dim))
            self.out = nn.Dense(1, in_units=3 * embed_dim)

    def hybrid_forward(self, F, emb, W):
        num_fields = emb.shape[1]
        pairs = []
        for i in range(num_fields):
            for j in range(i + 1, num_fields):
                pairs.append(F.dot(emb[:, i], W) * emb[:, j])
        return self.out(F.concat(*pairs, dim=1))
