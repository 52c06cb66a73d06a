"""DeepSDF's auto-decoder: one latent code per shape of the batch from an Embedding (`nd.arange(B)` as the
shape indices), the code tiled over the point axis (`P` from the unpacked shape) and concatenated with the xyz
points, an 8-layer MLP with weight-normless Dense layers where layer 4 re-concatenates the input (its previous
layer narrowed by the input width), ReLU between layers and a tanh on the SDF."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 5, 3)]


class Net(nn.HybridBlock):
    def __init__(self, latent_size=4, dims=(16, 16, 16, 16, 16, 16), latent_in=(4,), num_scenes=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.latent_in = latent_in
        dims = [latent_size + 3] + list(dims) + [1]
        self.num_layers = len(dims)
        with self.name_scope():
            self.lat_vecs = nn.Embedding(num_scenes, latent_size)
            self.lins = nn.HybridSequential()
            for layer in range(0, self.num_layers - 1):
                if layer + 1 in latent_in:
                    out_dim = dims[layer + 1] - dims[0]
                else:
                    out_dim = dims[layer + 1]
                in_dim = dims[layer]
                self.lins.add(nn.Dense(out_dim, in_units=in_dim, flatten=False))

    def hybrid_forward(self, F, xyz):
        B, P, _ = xyz.shape
        latent_vecs = self.lat_vecs(nd.arange(B))
        latent_vecs = latent_vecs.expand_dims(1).tile((1, P, 1))
        input = F.concat(latent_vecs, xyz, dim=2)
        x = input
        for layer, lin in enumerate(self.lins):
            if layer in self.latent_in:
                x = F.concat(x, input, dim=2)
            x = lin(x)
            if layer < self.num_layers - 2:
                x = F.relu(x)
        return F.tanh(x)
