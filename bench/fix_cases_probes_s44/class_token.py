"""ViT-style class token: prepended to the patch embeddings, its output row is the image feature."""
from mxnet.gluon import nn

INPUTS = [(2, 4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, units=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._units = units
        with self.name_scope():
            self.cls_token = self.params.get('cls_token', shape=(1, 1, units))
            self.mix = nn.Dense(units, flatten=False, in_units=units, activation='relu')

    def hybrid_forward(self, F, patches, cls_token):
        tok = F.broadcast_to(cls_token, shape=(patches.shape[0], 1, self._units))
        seq = self.mix(F.concat(tok, patches, dim=1))
        return seq[:, 0]
