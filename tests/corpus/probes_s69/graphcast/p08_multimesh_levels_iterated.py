"""GraphCast multi-mesh: the edge features of each refinement level stacked on a first axis (L, E, D), and
the processor loops `for level_edges in edge_sets:` summing each level's messages into the mesh nodes."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 4), (3, 12, 4)]


class MultiMesh(HybridBlock):
    def __init__(self, n_mesh=6, n_edges=12, dim=4, **kwargs):
        super().__init__(**kwargs)
        self.n_mesh = n_mesh
        with self.name_scope():
            self.recv = self.params.get_constant("recv", (np.arange(n_edges) % n_mesh).astype("float32"))
            self.edge_mlp = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, nodes, edge_sets, recv):
        onehot = F.one_hot(recv, self.n_mesh)
        for level_edges in edge_sets:
            msg = self.edge_mlp(level_edges)
            nodes = nodes + F.dot(onehot, msg.reshape((-1, 4)), transpose_a=True)
        return nodes


Net = MultiMesh
