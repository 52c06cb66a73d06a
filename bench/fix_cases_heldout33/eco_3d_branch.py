"""ECO (Efficient Convolutional Network for online video understanding) in Gluon: its containers are a
`MyHybridSequential` whose hybrid_forward prints every child's name with `x.shape` before and after
the child (`print("layer_name: {}, 输入的x: {}".format(block._name, x.shape))`), so the network fails
once hybridized: a Symbol has no `shape`.

Source: a public Gluon ECO implementation (stored id 38134685439, found with find_string on
`ECO network, implemented in Gluon`; its repository is not named in the store): `BlockV1`,
`BlockV2`, `MyReshape`, `MyTranspose` and `MyHybridSequential` as written (the module's os/time/gpu
imports and the 2-D Inception branch, which this block does not use, dropped).  `Net` is the 3-D
branch as `_make_3D` builds it -- reshape of the 2-D features to (N, segments, C, H, W), transpose
to (N, C, segments, H, W), Conv3D, BlockV1, BatchNorm+ReLU, BlockV2, 3-D average pool, reshape --
at small sizes (4 segments of 8 channels on 6x6 instead of 16 of 96 on 28x28; 8 and 16 filters
instead of 128 and 256).  Input: 2 clips x 4 segments, (8, 8, 6, 6).
"""
from mxnet.gluon import HybridBlock
from mxnet.gluon import nn
from mxnet.gluon.nn import HybridSequential

INPUTS = [(8, 8, 6, 6)]


class BlockV1(HybridBlock):
    """ Component of 3D branch. """
    def __init__(self, channels_num, **kwargs):
        super(BlockV1, self).__init__(**kwargs)
        self.body = nn.HybridSequential(prefix='')
        self.body.add(nn.BatchNorm(epsilon=0.0001),
                      nn.Activation('relu'),
                      nn.Conv3D(channels=channels_num, kernel_size=(3, 3, 3), strides=(1, 1, 1), padding=(1, 1, 1)),
                      nn.BatchNorm(epsilon=0.0001), nn.Activation('relu'),
                      nn.Conv3D(channels=channels_num, kernel_size=(3, 3, 3), strides=(1, 1, 1), padding=(1, 1, 1)))

    def hybrid_forward(self, F, x, *args, **kwargs):
        residual = x
        x = self.body(x)

        return residual + x


class BlockV2(HybridBlock):
    """ Component of 3D branch. """
    def __init__(self, channels_num, **kwargs):
        super(BlockV2, self).__init__(**kwargs)
        self.body1 = nn.HybridSequential(prefix='')
        self.body1.add(nn.Conv3D(channels=channels_num, kernel_size=(3, 3, 3), strides=(2, 2, 2), padding=(1, 1, 1)),
                       nn.BatchNorm(epsilon=0.0001),
                       nn.Activation('relu'),
                       nn.Conv3D(channels=channels_num, kernel_size=(3, 3, 3), strides=(1, 1, 1), padding=(1, 1, 1)))
        self.body2 = nn.HybridSequential(prefix='')
        self.body2.add(nn.Conv3D(channels=channels_num, kernel_size=(3, 3, 3), strides=(2, 2, 2), padding=(1, 1, 1)))

    def hybrid_forward(self, F, x, *args, **kwargs):
        x1 = self.body1(x)
        x2 = self.body2(x)

        return x1 + x2


class MyReshape(HybridBlock):
    """ Reshape layer """
    def __init__(self, shape, **kwargs):
        super(MyReshape, self).__init__(**kwargs)
        self.shape = shape

    def _alias(self):
        return 'reshape'

    def hybrid_forward(self, F, x, *args, **kwargs):
        return F.reshape(x, self.shape, name='reshape')

    def __repr__(self):
        s = '{name}(shape={shape})'
        return s.format(name=self.__class__.__name__, shape=self.shape)


class MyTranspose(HybridBlock):
    """ Transpose layer"""
    def __init__(self, axes, **kwargs):
        super(MyTranspose, self).__init__(**kwargs)
        self.axes = axes

    def _alias(self):
        return 'transpose'

    def hybrid_forward(self, F, x, *args, **kwargs):
        return F.transpose(x, self.axes, name='transpose')

    def __repr__(self):
        s = '{name}(axes={axes})'
        return s.format(name=self.__class__.__name__, axes=self.axes)


# Test Network
class MyHybridSequential(HybridSequential):
    def __init__(self, prefix=None, params=None):
        super(MyHybridSequential, self).__init__(prefix=prefix, params=params)

    def add(self, *blocks):
        """Adds block on top of the stack."""
        for block in blocks:
            self.register_child(block)

    def hybrid_forward(self, F, x):
        for block in self._children.values():
            print('*****************************')
            print("layer_name: {}, 输入的x: {}".format(block._name, x.shape))
            x = block(x)
            print("layer_name: {}, 输出的x: {}".format(block._name, x.shape))
            print('*****************************')
        return x

    def __repr__(self):
        HybridSequential.__repr__(self)

    def __getitem__(self, key):
        HybridSequential.__getitem__(self, key)

    def __len__(self):
        return len(self._children)


class Net(MyHybridSequential):
    def __init__(self):
        super(Net, self).__init__(prefix='')
        branch_2 = self
        with branch_2.name_scope():
            branch_2.add(MyReshape(shape=(-1, 4, 8, 6, 6)))
            branch_2.add(MyTranspose(axes=(0, 2, 1, 3, 4)))
            branch_2.add(nn.Conv3D(channels=8, kernel_size=(3, 3, 3), strides=(1, 1, 1), padding=(1, 1, 1)))
            branch_2.add(BlockV1(8))
            branch_2.add(nn.BatchNorm(epsilon=0.0001))
            branch_2.add(nn.Activation('relu'))
            branch_2.add(BlockV2(16))
            branch_2.add(nn.AvgPool3D(pool_size=(2, 3, 3), strides=(1, 1, 1)))
            branch_2.add(MyReshape(shape=(-1, 16)))
