"""An iBOT student whose transformer layer routes tokens Mixture-of-Depths style: the patch tokens (B, N, D) with
the masked ones replaced by the mask token through `where` (the mask broadcast to `(B, N, D)` from the unpacked
shape), the [CLS] token always processed, the top `int(N * capacity)` patch tokens by router score updated by the
MLP (a one-hot sum of the chosen indices as the selection, `F.one_hot(idx, N)`), the others passed through, and
the patch-level prediction averaged over masked patches with a plain `/` by the mask count."""
from mxnet import init
from mxnet.gluon import nn


INPUTS = [(2, 9, 6), (2, 8)]


class Net(nn.HybridBlock):
    def __init__(self, dim=6, capacity=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.capacity = capacity
        with self.name_scope():
            self.mask_token = self.params.get('mask_token', shape=(dim,), init=init.Normal(0.02))
            self.router = nn.Dense(1, in_units=dim, flatten=False)
            self.mlp = nn.Dense(dim, in_units=dim, flatten=False, activation='relu')
            self.head = nn.Dense(4, in_units=dim, flatten=False)

    def hybrid_forward(self, F, x, mask, mask_token):
        B, L, D = x.shape
        N = L - 1
        cls, patches = x[:, :1], x[:, 1:]
        m = (mask > 0).expand_dims(-1).broadcast_to((B, N, D))
        patches = F.where(m, mask_token.reshape((1, 1, D)).broadcast_to((B, N, D)), patches)
        k = int(N * self.capacity)
        scores = self.router(patches).reshape((B, N))
        chosen = F.one_hot(F.topk(scores, k=k, axis=1), N).sum(axis=1)
        gate = (chosen * F.sigmoid(scores)).expand_dims(-1)
        patches = patches + gate * self.mlp(patches)
        cls = cls + self.mlp(cls)
        logits = self.head(patches).sum(axis=-1)
        patch_score = (logits * (mask > 0)).sum(axis=1) / (mask > 0).sum(axis=1).clip(1.0, N)
        return F.concat(cls, patches, dim=1), patch_score
