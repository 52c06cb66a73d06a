"""NCF generalized matrix factorisation (He et al.): user and item Embeddings multiplied element-wise
(equal (B, D) shapes, plain `*`), a Dense(1) on the product, squeezed to (B,). The probe's inputs are
uniform(-1, 1) floats, mapped onto ids by `to_ids`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4,), (4,)]


def to_ids(F, u, n):
    return F.clip(F.floor((u + 1) * 0.5 * n), 0, n - 1)


class GMF(HybridBlock):
    def __init__(self, num_users=10, num_items=12, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.nu, self.ni = num_users, num_items
        with self.name_scope():
            self.user = nn.Embedding(num_users, dim)
            self.item = nn.Embedding(num_items, dim)
            self.out = nn.Dense(1)

    def hybrid_forward(self, F, user, item):
        p = self.user(to_ids(F, user, self.nu))
        q = self.item(to_ids(F, item, self.ni))
        return self.out(p * q).reshape((-1,))


Net = GMF
