"""SAM's box prompts and the dense prompt when no mask is given: the box corners `boxes.reshape((-1, 2,
2)) + 0.5` normalised by the image's width and height (`nd.array([w, h])` of `image.shape`), embedded by
random Fourier features against a Gaussian matrix Parameter, each corner's learned embedding added by
`+=` on `corner[:, 0, :]` and `corner[:, 1, :]`, and the no-mask embedding `self.no_mask_embed.data()`
broadcast to `(b, c, h, w)` of the image embedding."""
import math
import mxnet as mx
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8), (2, 4), (2, 6, 2, 2)]


class Net(nn.HybridBlock):
    def __init__(self, num_pos_feats=3, embed_dim=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.gaussian = self.params.get('gaussian', shape=(2, num_pos_feats), grad_req='null')
            self.corner_tl = self.params.get('corner_tl', shape=(2 * num_pos_feats,),
                                             init=mx.init.Normal(1.0))
            self.corner_br = self.params.get('corner_br', shape=(2 * num_pos_feats,),
                                             init=mx.init.Normal(1.0))
            self.no_mask_embed = self.params.get('no_mask_embed', shape=(embed_dim,),
                                                 init=mx.init.Normal(1.0))

    def hybrid_forward(self, F, image, boxes, image_embeddings, gaussian, corner_tl, corner_br, no_mask_embed):
        h, w = image.shape[2], image.shape[3]
        coords = (boxes + 1.0) * 3.5 + 0.5
        coords = coords.reshape((-1, 2, 2))
        coords = F.broadcast_div(coords, nd.array([w, h]).reshape((1, 1, 2)))
        coords = 2 * math.pi * F.dot(2 * coords - 1, gaussian)
        corner = F.concat(F.sin(coords), F.cos(coords), dim=-1)
        corner[:, 0, :] += corner_tl
        corner[:, 1, :] += corner_br
        b, _, eh, ew = image_embeddings.shape
        dense = F.broadcast_to(self.no_mask_embed.data().reshape((1, -1, 1, 1)), (b, no_mask_embed.shape[0], eh, ew))
        return corner, dense
