"""TabNet attentive transformer over a python number of decision steps: the mask is sparsemax of `BatchNorm(Dense(h)) * prior`, the prior updated `prior * (gamma - mask)`, the prior started with `ones_like` of the features."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


def sparsemax(F, z, dim):
    z_sorted = F.sort(z, axis=-1, is_ascend=False)
    cum = F.cumsum(z_sorted, axis=1)
    ranks = F.arange(1, dim + 1).reshape((1, -1))
    k_z = F.sum(F.broadcast_greater(1 + F.broadcast_mul(ranks, z_sorted), cum), axis=-1, keepdims=True)
    tau = (F.pick(cum, k_z.reshape((-1,)) - 1, axis=-1, keepdims=True) - 1) / k_z
    return F.relu(F.broadcast_sub(z, tau))


class AttentiveTransformer(HybridBlock):
    def __init__(self, num_features=6, n_steps=3, gamma=1.3, **kwargs):
        super().__init__(**kwargs)
        self.num_features, self.n_steps, self.gamma = num_features, n_steps, gamma
        with self.name_scope():
            self.fc = nn.Dense(num_features, use_bias=False)
            self.bn = nn.BatchNorm()

    def hybrid_forward(self, F, features):
        prior, h, masks = F.ones_like(features), features, []
        for _ in range(self.n_steps):
            mask = sparsemax(F, self.bn(self.fc(h)) * prior, self.num_features)
            prior = prior * (self.gamma - mask)
            h = mask * features
            masks.append(mask)
        return F.stack(*masks, axis=1)


Net = AttentiveTransformer
