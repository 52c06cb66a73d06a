"""PaiNN's update block: the vector features (N, 3, F) mixed by a bias-free Dense to (N, 3, 2F) and split
at F read from `mu.shape[-1]`, the norm ||V v|| over the spatial axis joined with s, a two-layer MLP giving
three channel groups; the vector update gates W v by a (N, 1, F) factor with a plain `*`, the scalar update
adds the gated inner product <V v, W v>."""
from mxnet.gluon import nn


INPUTS = [(5, 8), (5, 3, 8)]


class Net(nn.HybridBlock):
    def __init__(self, n_atom_basis=8, epsilon=1e-8, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.n_atom_basis = n_atom_basis
        self.epsilon = epsilon
        with self.name_scope():
            self.intraatomic_context_net = nn.HybridSequential()
            self.intraatomic_context_net.add(nn.Dense(n_atom_basis, in_units=2 * n_atom_basis, activation='tanh'),
                                             nn.Dense(3 * n_atom_basis, in_units=n_atom_basis))
            self.mu_channel_mix = nn.Dense(2 * n_atom_basis, in_units=n_atom_basis, use_bias=False,
                                           flatten=False)

    def hybrid_forward(self, F, q, mu):
        mu_mix = self.mu_channel_mix(mu)
        n_feat = mu.shape[-1]
        mu_V, mu_W = mu_mix[:, :, :n_feat], mu_mix[:, :, n_feat:]
        mu_Vn = F.sqrt(F.sum(mu_V ** 2, axis=1) + self.epsilon)
        ctx = F.concat(q, mu_Vn, dim=-1)
        x = self.intraatomic_context_net(ctx)
        dq_intra, dmu_intra, dqmu_intra = F.split(x, num_outputs=3, axis=-1)
        dmu_intra = dmu_intra.expand_dims(1) * mu_W
        dqmu_intra = dqmu_intra * F.sum(mu_V * mu_W, axis=1)
        q = q + dq_intra + dqmu_intra
        mu = mu + dmu_intra
        return q, mu
