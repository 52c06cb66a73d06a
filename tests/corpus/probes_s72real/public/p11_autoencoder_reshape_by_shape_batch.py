"""p06 with the feature map reshaped to the batch size read from `x.shape[0]` rather than a -1 code:
a Symbol has no `.shape`."""
from mxnet import gluon

INPUTS = [(2, 1, 12, 12)]


class ConvAutoencoder(gluon.nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.encoder = gluon.nn.HybridSequential(prefix="")
            with self.encoder.name_scope():
                self.encoder.add(gluon.nn.Conv2D(4, 3, activation='relu'))
                self.encoder.add(gluon.nn.MaxPool2D(2))
                self.encoder.add(gluon.nn.Dense(10))
            self.decoder = gluon.nn.HybridSequential(prefix="")
            with self.decoder.name_scope():
                self.decoder.add(gluon.nn.Dense(4 * 6 * 6, activation='relu'))
                self.decoder.add(gluon.nn.HybridLambda(
                    lambda F, x: F.UpSampling(x, scale=2, sample_type='nearest')))
                self.decoder.add(gluon.nn.Conv2DTranspose(1, 3, activation='sigmoid'))

    def hybrid_forward(self, F, x):
        x = self.encoder(x)
        x = self.decoder[0](x)
        x = x.reshape((x.shape[0], 4, 6, 6))
        x = self.decoder[1:](x)
        return x


Net = ConvAutoencoder
