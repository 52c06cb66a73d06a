# The MLP of MXNet 1.x's "Hybridize" tutorial, run unchanged under the mxnet alias.
import mxnet as mx
from mxnet.gluon import nn
from mxnet import nd


def get_net():
    # construct a MLP
    net = nn.HybridSequential()
    with net.name_scope():
        net.add(nn.Dense(256, activation="relu"))
        net.add(nn.Dense(128, activation="relu"))
        net.add(nn.Dense(2))
    # initialize the parameters
    net.initialize()
    return net


# forward
x = nd.random.normal(shape=(1, 512))
net = get_net()
print('=== net(x) ==={}'.format(net(x)))

net.hybridize()
print('=== net(x) ==={}'.format(net(x)))

from time import time


def bench(net, x):
    start = time()
    for i in range(1000):
        y = net(x)
    # wait to all computations are finished for benchmarking
    mx.nd.waitall()
    return time() - start


net = get_net()
print('Before hybridizing: %.4f sec' % (bench(net, x)))
net.hybridize()
print('After hybridizing: %.4f sec' % (bench(net, x)))

x = mx.sym.var('data')
print('=== input data holder ===')
print(x)

net = get_net()
y = net(x)
print('\n=== the symbolic program of net===')
print(y)

net.hybridize()
y = net(x)
print('\n=== the symbolic program of hybridized net===')
print(y)

print(y.tojson())

net = get_net()
net.hybridize()
x = nd.random.normal(shape=(1, 512))
out = net(x)
net.export('model', epoch=1)

import mxnet as mx
from mxnet import gluon
net2 = gluon.SymbolBlock.imports('model-symbol.json', ['data'], 'model-0001.params', ctx=mx.cpu())
out2 = net2(x)
print('=== imported ===', (out - out2).abs().max().asscalar())
