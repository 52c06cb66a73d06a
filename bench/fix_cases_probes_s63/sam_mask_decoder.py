"""SAM's mask decoder head: learned IoU and mask output tokens (1 + K, C) tiled over the batch by
`F.tile(output_tokens.expand_dims(0), (tokens.shape[0], 1, 1))` and concatenated before the prompt
tokens; the image embedding upscaled 4x by two transposed convs; one hypernetwork MLP per mask token on
`hs[:, i + 1, :]`, stacked, and the masks `batch_dot(hyper_in, upscaled.reshape((b, c, h * w)))` read
back to `(b, -1, h, w)`; the IoU head on `hs[:, 0, :]`."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 3, 3), (2, 2, 8)]


class Net(nn.HybridBlock):
    def __init__(self, dim=8, num_mask_tokens=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_mask_tokens = num_mask_tokens
        with self.name_scope():
            self.output_tokens = self.params.get('output_tokens', shape=(1 + num_mask_tokens, dim))
            self.upscale = nn.HybridSequential()
            self.upscale.add(nn.Conv2DTranspose(dim // 2, 2, strides=2, in_channels=dim),
                             nn.Activation('relu'),
                             nn.Conv2DTranspose(dim // 4, 2, strides=2, in_channels=dim // 2),
                             nn.Activation('relu'))
            self.hypers = nn.HybridSequential()
            for _ in range(num_mask_tokens):
                mlp = nn.HybridSequential()
                mlp.add(nn.Dense(dim, in_units=dim, activation='relu'), nn.Dense(dim // 4, in_units=dim))
                self.hypers.add(mlp)
            self.iou_head = nn.Dense(num_mask_tokens, in_units=dim)
            self.mix = nn.Dense(dim, in_units=dim, flatten=False)

    def hybrid_forward(self, F, image_embeddings, tokens, output_tokens):
        out_tokens = F.tile(output_tokens.expand_dims(0), (tokens.shape[0], 1, 1))
        hs = self.mix(F.concat(out_tokens, tokens, dim=1))
        upscaled = self.upscale(image_embeddings)
        b, c, h, w = upscaled.shape
        hyper_in = F.stack(*[mlp(hs[:, i + 1, :]) for i, mlp in enumerate(self.hypers)], axis=1)
        masks = F.batch_dot(hyper_in, upscaled.reshape((b, c, h * w))).reshape((b, -1, h, w))
        iou_pred = self.iou_head(hs[:, 0, :])
        return masks, iou_pred
