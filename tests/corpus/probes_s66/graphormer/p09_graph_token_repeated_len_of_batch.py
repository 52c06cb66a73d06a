"""The virtual graph token repeated over the batch with `F.repeat(tok, repeats=len(nodes), axis=0)` (`len()` of
a tensor: the eager batch size, one once traced), then concatenated before the nodes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class RepeatedGraphToken(HybridBlock):
    def __init__(self, dims=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.graph_token = nn.Embedding(1, dims)

    def hybrid_forward(self, F, nodes):
        tok = self.graph_token(F.zeros((1, 1)))                 # (1, 1, C)
        tok = F.repeat(tok, repeats=len(nodes), axis=0)
        return F.concat(tok, nodes, dim=1)


Net = RepeatedGraphToken
