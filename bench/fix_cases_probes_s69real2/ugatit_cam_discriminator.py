"""U-GAT-IT's discriminator with its class-activation-map (CAM) branch: global average and max
pooled features flattened by `gap.reshape((x.shape[0], -1))` for the CAM logits, and the feature
maps weighted by the logit layers' own weights read with `self.gap_fc.weight.data()` (a
Parameter's NDArray inside hybrid_forward).

Source: wkcn/UGATIT-mxnet networks.py (Discriminator.hybrid_forward) at
23d847317c57529313e536e5e654f6002d397786; adapted: SNConv2D/SNDense (spectral-norm layers of the
repository, whose forward runs eagerly only) replaced by nn.Conv2D/nn.Dense of the same arguments;
small sizes (ndf 4, n_layers 3), the class named Net.
"""
from mxnet.gluon import nn


INPUTS = [(2, 3, 16, 16)]


class Net(nn.HybridBlock):
    def __init__(self, input_nc=3, ndf=4, n_layers=3):
        super(Net, self).__init__()
        model = [nn.ReflectionPad2D(1),
                 nn.Conv2D(ndf, kernel_size=4, strides=2, padding=0, use_bias=True, in_channels=input_nc),
                 nn.LeakyReLU(0.2)]

        for i in range(1, n_layers - 2):
            mult = 2 ** (i - 1)
            model += [nn.ReflectionPad2D(1),
                      nn.Conv2D(ndf * mult * 2, kernel_size=4, strides=2, padding=0, use_bias=True, in_channels=ndf * mult),
                      nn.LeakyReLU(0.2)]

        mult = 2 ** (n_layers - 2 - 1)
        model += [nn.ReflectionPad2D(1),
                  nn.Conv2D(ndf * mult * 2, kernel_size=4, strides=1, padding=0, use_bias=True, in_channels=ndf * mult),
                  nn.LeakyReLU(0.2)]

        # Class Activation Map
        mult = 2 ** (n_layers - 2)
        self.gap_fc = nn.Dense(1, use_bias=False, in_units=ndf * mult)
        self.gmp_fc = nn.Dense(1, use_bias=False, in_units=ndf * mult)
        self.conv1x1 = nn.Conv2D(ndf * mult, kernel_size=1, strides=1, use_bias=True)
        self.leaky_relu = nn.LeakyReLU(0.2)

        self.pad = nn.ReflectionPad2D(1)
        self.conv = nn.Conv2D(1, kernel_size=4, strides=1, padding=0, use_bias=False, in_channels=ndf * mult)

        self.model = nn.HybridSequential()
        self.model.add(*model)

    def hybrid_forward(self, F, input):
        x = self.model(input)

        gap = F.Pooling(x, kernel=(1, 1), pool_type='avg', global_pool=True)
        gap_logit = self.gap_fc(gap.reshape((x.shape[0], -1)))
        gap_weight = self.gap_fc.weight.data()
        gap = x * gap_weight.reshape((0, 0, 1, 1))

        gmp = F.Pooling(x, kernel=(1, 1), pool_type='max', global_pool=True)
        gmp_logit = self.gmp_fc(gmp.reshape((x.shape[0], -1)))
        gmp_weight = self.gmp_fc.weight.data()
        gmp = x * gmp_weight.reshape((0, 0, 1, 1))

        cam_logit = F.concat(*[gap_logit, gmp_logit], dim=1)
        x = F.concat(*[gap, gmp], dim=1)
        x = self.leaky_relu(self.conv1x1(x))

        heatmap = F.sum(x, axis=1, keepdims=True)

        x = self.pad(x)
        out = self.conv(x)

        return out, cam_logit, heatmap
