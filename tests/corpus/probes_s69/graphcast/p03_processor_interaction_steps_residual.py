"""GraphCast multi-mesh processor: `steps` interaction-network steps (a constructor count), each an edge
update from sender/receiver/edge features and a node update from the summed messages, both residual
(`edges = edges + ...`, `nodes = nodes + ...`, equal shapes), with LayerNorm'ed MLPs kept in lists."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 8), (12, 8)]


def mlp(dim):
    net = nn.HybridSequential()
    net.add(nn.Dense(dim, activation="relu", flatten=False), nn.Dense(dim, flatten=False), nn.LayerNorm())
    return net


class Processor(HybridBlock):
    def __init__(self, n_mesh=6, n_edges=12, dim=8, steps=3, **kwargs):
        super().__init__(**kwargs)
        self.n_mesh = n_mesh
        self.steps = steps
        with self.name_scope():
            self.send = self.params.get_constant("send", (np.arange(n_edges) % n_mesh).astype("float32"))
            self.recv = self.params.get_constant("recv", ((np.arange(n_edges) * 5 + 1) % n_mesh).astype("float32"))
            self.edge_mlps = nn.HybridSequential()
            self.node_mlps = nn.HybridSequential()
            for _ in range(steps):
                self.edge_mlps.add(mlp(dim))
                self.node_mlps.add(mlp(dim))

    def hybrid_forward(self, F, nodes, edges, send, recv):
        onehot = F.one_hot(recv, self.n_mesh)
        for i in range(self.steps):
            edges = edges + self.edge_mlps[i](F.concat(F.take(nodes, send), F.take(nodes, recv), edges, dim=1))
            nodes = nodes + self.node_mlps[i](F.concat(nodes, F.dot(onehot, edges, transpose_a=True), dim=1))
        return nodes, edges


Net = Processor
