"""FT-Transformer's feature tokenizer: each numerical feature times its own weight row plus its own bias, `x.expand_dims(-1) * weight + bias` with (F, D) parameters, and a CLS token broadcast to the batch by `x.shape[0]` prepended."""
from mxnet.gluon import nn


INPUTS = [(3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, n_feat=5, d=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.d = d
        with self.name_scope():
            self.weight = self.params.get('weight', shape=(n_feat, d))
            self.bias = self.params.get('bias', shape=(n_feat, d))
            self.cls = self.params.get('cls', shape=(1, d))

    def hybrid_forward(self, F, x, weight, bias, cls):
        tokens = x.expand_dims(-1) * weight + bias
        cls_tok = F.broadcast_to(cls.reshape((1, 1, -1)), (x.shape[0], 1, self.d))
        return F.concat(cls_tok, tokens, dim=1)
