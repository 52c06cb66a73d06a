"""Graphormer's virtual graph token: a one-row Embedding looked up at `F.zeros((1,))`, expanded to (1, 1, C),
spread over the batch by `F.broadcast_like` and concatenated before the nodes; the virtual distance, a (1, H)
Parameter, spread to the token's (N, H, n + 1) bias column by broadcast ops."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class GraphToken(HybridBlock):
    def __init__(self, dims=4, heads=2, **kwargs):
        super().__init__(**kwargs)
        self.heads = heads
        with self.name_scope():
            self.graph_token = nn.Embedding(1, dims)
            self.virtual_distance = self.params.get("virtual_distance", shape=(1, heads), init="ones")

    def hybrid_forward(self, F, nodes, virtual_distance):
        tok = self.graph_token(F.zeros((1,))).expand_dims(0)                    # (1, 1, C)
        tok = F.broadcast_like(tok, nodes, lhs_axes=(0,), rhs_axes=(0,))
        x = F.concat(tok, nodes, dim=1)                                           # (N, n + 1, C)
        col = F.broadcast_like(virtual_distance.expand_dims(2), F.slice_axis(x, axis=2, begin=0, end=1),
                               lhs_axes=(0, 2), rhs_axes=(0, 1))                  # (N, H, n + 1)
        return x, col


Net = GraphToken
