"""PaiNN's message block on a fully connected molecule: the neighbour list of all ordered pairs built from
the atom count (`nd.arange(n_atoms)` repeated and tiled), distances with a cosine cutoff, a sine radial
basis, the filter split into three by channel (scalar, direction and vector gates), vector messages from
unit direction vectors and the neighbours' vector features, scatter-summed over edges onto atoms by a
one-hot of the receiving index."""
import math

from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(4, 8), (4, 3, 8), (4, 3)]


def cosine_cutoff(d, cutoff):
    return 0.5 * (nd.cos(d * math.pi / cutoff) + 1.0) * (d < cutoff)


class Net(nn.HybridBlock):
    def __init__(self, n_atom_basis=8, n_rbf=6, cutoff=5.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.n_atom_basis = n_atom_basis
        self.n_rbf = n_rbf
        self.cutoff = cutoff
        with self.name_scope():
            self.interatomic_context_net = nn.HybridSequential()
            self.interatomic_context_net.add(nn.Dense(n_atom_basis, in_units=n_atom_basis, activation='tanh'),
                                             nn.Dense(3 * n_atom_basis, in_units=n_atom_basis))
            self.filter_net = nn.Dense(3 * n_atom_basis, in_units=n_rbf)

    def hybrid_forward(self, F, q, mu, positions):
        n_atoms = q.shape[0]
        idx = nd.arange(n_atoms)
        idx_i = idx.repeat(n_atoms)
        idx_j = nd.tile(idx, reps=(n_atoms,))
        r_ij = F.take(positions, idx_j) - F.take(positions, idx_i)
        d_ij = F.sqrt(F.sum(r_ij ** 2, axis=1, keepdims=True) + 1e-8)
        dir_ij = r_ij / d_ij
        n = nd.arange(1, self.n_rbf + 1).reshape((1, -1))
        rbf = F.sin(d_ij * n * math.pi / self.cutoff) / d_ij
        W = self.filter_net(rbf) * cosine_cutoff(d_ij, self.cutoff)
        x = self.interatomic_context_net(q)
        x = W * F.take(x, idx_j)
        dq, dmuR, dmumu = F.split(x, num_outputs=3, axis=-1)
        dmu = dmuR.expand_dims(1) * dir_ij.expand_dims(-1) + dmumu.expand_dims(1) * F.take(mu, idx_j)
        onehot = F.one_hot(idx_i, n_atoms)
        q = q + F.dot(onehot, dq, transpose_a=True)
        mu = mu + F.dot(onehot, dmu.reshape((-1, 3 * self.n_atom_basis)), transpose_a=True).reshape(mu.shape)
        return q, mu
