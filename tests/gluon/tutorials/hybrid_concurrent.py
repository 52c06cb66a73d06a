# A HybridConcurrent exercise: two Dense branches concatenated inside a HybridSequential.
import mxnet as mx
from mxnet import nd
from mxnet.gluon import nn
from mxnet.gluon.contrib.nn import HybridConcurrent

net = nn.HybridSequential()
with net.name_scope():
    net.add(nn.Dense(8, activation='relu'))
    branches = HybridConcurrent(axis=1)
    with branches.name_scope():
        branches.add(nn.Dense(4))
        branches.add(nn.Dense(3, activation='tanh'))
    net.add(branches)
    net.add(nn.Dense(2))
net.initialize(mx.init.Xavier())

x = nd.random.uniform(shape=(5, 6))
eager = net(x)
net.hybridize()
hybrid = net(x)
print(net)
print('max diff', (eager - hybrid).abs().max().asscalar())
print(net(mx.sym.var('data')).tojson())
