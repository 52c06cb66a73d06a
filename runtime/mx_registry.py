"""``mxnet.registry``: name -> class factories for serializable objects (optimizers,
initializers, metrics, and user code such as GluonCV's), as in MXNet 1.9.1.

Named ``mx_registry`` because ``registry`` is the op table in this runtime; ``compat.py``
serves it as ``mxnet.registry``.  Names are stored lower-cased; a creator accepts a name,
an instance (returned as is), a dict of keywords, or MXNet's JSON forms ``'["name", {...}]'``
and ``'{"name": ...}'``.
"""
from __future__ import annotations

import json
import warnings

__all__ = ["get_registry", "get_register_func", "get_alias_func", "get_create_func"]

_REGISTRY: dict[type, dict[str, type]] = {}


def get_registry(base_class):
    """A copy of the name -> class table of ``base_class``."""
    return dict(_REGISTRY.setdefault(base_class, {}))


def get_register_func(base_class, nickname):
    """A ``register(klass, name=None)`` function for subclasses of ``base_class``."""
    table = _REGISTRY.setdefault(base_class, {})

    def register(klass, name=None):
        assert issubclass(klass, base_class), \
            "Can only register subclass of %s" % base_class.__name__
        name = (klass.__name__ if name is None else name).lower()
        if name in table:
            warnings.warn(f"New {nickname} {klass.__module__}.{klass.__name__} registered with "
                          f"name {name} is overriding existing {nickname} "
                          f"{table[name].__module__}.{table[name].__name__}", UserWarning,
                          stacklevel=2)
        table[name] = klass
        return klass
    register.__doc__ = f"Register {nickname} to the {nickname} factory"
    return register


def get_alias_func(base_class, nickname):
    """An ``alias(*names)`` class decorator registering the class under each name."""
    register = get_register_func(base_class, nickname)

    def alias(*aliases):
        def reg(klass):
            for name in aliases:
                register(klass, name)
            return klass
        return reg
    return alias


def get_create_func(base_class, nickname):
    """A ``create(name_or_instance_or_config, *args, **kwargs)`` function."""
    table = _REGISTRY.setdefault(base_class, {})

    def create(*args, **kwargs):
        if args:
            name, args = args[0], args[1:]
        else:
            name = kwargs.pop(nickname)
        if isinstance(name, base_class):
            assert not args and not kwargs, \
                "%s is already an instance. Additional arguments are invalid" % nickname
            return name
        if isinstance(name, dict):
            return create(**name)
        assert isinstance(name, str), "%s must be of string type" % nickname
        if name.startswith("["):
            assert not args and not kwargs
            name, kwargs = json.loads(name)
            return create(name, **kwargs)
        if name.startswith("{"):
            assert not args and not kwargs
            return create(**json.loads(name))
        name = name.lower()
        assert name in table, \
            "%s is not registered. Please register with %s.register first" % (name, nickname)
        return table[name](*args, **kwargs)
    create.__doc__ = f"Create a {nickname} instance from config."
    return create
